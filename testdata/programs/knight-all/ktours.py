# Ma di tuan: xuat tat ca cac loi giai (seed 001). Accepted.
# The seed's Try(i, x, y) is too slow in Python (about 3 s on 5 x 5), so:
# - squares are numbered 0 .. n*n-1 and nb[c] lists the squares a knight reaches from c;
# - deg[w] counts the free squares next to w. When the knight lands on u, a free
#   neighbour w of u left with deg[w] = 0 can only be entered now, from u, and then
#   the knight is stuck there: allowed only if w is the very last square.
n, x0, y0 = map(int, open("KTOURS.INP").read().split())
a = [2, 1, -1, -2, -2, -1, 1, 2]
b = [1, 2, 2, 1, -1, -2, -2, -1]
N = n * n
nb = [[] for _ in range(N)]
for x in range(n):
    for y in range(n):
        for k in range(8):
            u, v = x + a[k], y + b[k]
            if 0 <= u < n and 0 <= v < n:
                nb[x * n + y].append(u * n + v)
h = [0] * N                     # h[c]: buoc ma ngua dung o o c, 0 = chua di qua
deg = [len(l) for l in nb]
tours = []


def xuat_h():
    tours.append("\n".join(" ".join(str(h[x * n + y]) for y in range(n)) for x in range(n)) + "\n")


def visit(u, d):
    for w in nb[u]:
        deg[w] += d


def Try(i, c):
    for u in nb[c]:
        if h[u] == 0:
            h[u] = i
            if i == N:
                xuat_h()
            else:
                visit(u, -1)
                dead = sum(1 for w in nb[u] if h[w] == 0 and deg[w] == 0)
                if dead == 0 or (dead == 1 and i + 1 == N):
                    Try(i + 1, u)
                visit(u, +1)
            h[u] = 0


s = (x0 - 1) * n + (y0 - 1)
h[s] = 1
visit(s, -1)
if N == 1:
    xuat_h()
else:
    Try(2, s)
with open("KTOURS.OUT", "w") as f:
    f.write("\n".join(tours))

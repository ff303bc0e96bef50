# WRONG (RE): the seed's recursive Try(i, x, y) with Warnsdorff's order, written
# in Python without sys.setrecursionlimit: the recursion is n*n calls deep and
# Python stops at 1000 with RecursionError, so boards of 32 x 32 and more crash
# (the first is 50 x 50 in the tests).
a = [2, 1, -1, -2, -2, -1, 1, 2]
b = [1, 2, 2, 1, -1, -2, -2, -1]

n, x0, y0 = map(int, open("KNIGHT.INP").read().split())
h = [[0] * (n + 1) for _ in range(n + 1)]


def ok(u, v):
    return 1 <= u <= n and 1 <= v <= n and h[u][v] == 0


def degree(x, y):
    return sum(1 for k in range(8) if ok(x + a[k], y + b[k]))


def Try(i, x, y):
    if i > n * n:
        return True
    moves = sorted((degree(x + a[k], y + b[k]), k) for k in range(8) if ok(x + a[k], y + b[k]))
    for d, k in moves:
        u, v = x + a[k], y + b[k]
        h[u][v] = i
        if Try(i + 1, u, v):
            return True
        h[u][v] = 0
    return False


found = False
if not (2 <= n <= 4 or (n % 2 == 1 and (x0 + y0) % 2 == 1)):
    h[x0][y0] = 1
    found = Try(2, x0, y0)
with open("KNIGHT.OUT", "w") as f:
    if not found:
        f.write("-1\n")
    else:
        for x in range(1, n + 1):
            f.write(" ".join(map(str, h[x][1:])) + "\n")

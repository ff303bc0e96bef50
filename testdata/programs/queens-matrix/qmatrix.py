# Xep hau: mot cach xep, in ra ma tran 0/1 nhu seed 004 ({ 0, 1, 0, 0}). Accepted.
# Quay lui theo hang voi ba mang danh dau a, b, c (seed 000), dung o loi giai dau tien.
n = int(open("QMATRIX.INP").read())
x = [0] * (n + 1)             # x[i]: cot cua hau o hang i
a = [True] * (n + 1)          # cot j tu do
b = [True] * (2 * n + 1)      # duong cheo i+j tu do
c = [True] * (2 * n + 1)      # duong cheo i-j+n tu do


def Try(i):
    for j in range(1, n + 1):
        if a[j] and b[i + j] and c[i - j + n]:
            x[i] = j
            if i == n:
                return True
            a[j] = b[i + j] = c[i - j + n] = False
            if Try(i + 1):
                return True
            a[j] = b[i + j] = c[i - j + n] = True
    return False


with open("QMATRIX.OUT", "w") as f:
    if Try(1):
        for i in range(1, n + 1):
            f.write("{ " + ", ".join("1" if x[i] == j else "0" for j in range(1, n + 1)) + "}\n")
    else:
        f.write("-1\n")

# WRONG (WA): never prints -1: when there is no placement (n = 2 and n = 3) the
# backtracking fails and the program still writes the empty n x n board of zeros.
n = int(open("QMATRIX.INP").read())
x = [0] * (n + 1)
a = [True] * (n + 1)
b = [True] * (2 * n + 1)
c = [True] * (2 * n + 1)


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
            x[i] = 0
    return False


Try(1)
with open("QMATRIX.OUT", "w") as f:
    for i in range(1, n + 1):
        f.write(" ".join("1" if x[i] == j else "0" for j in range(1, n + 1)) + "\n")

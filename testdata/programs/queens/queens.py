# Xep hau: liet ke moi cach xep (seed 000), arrays a, b, c as in the seed. Accepted.
# Python is slow, so the first queen only tries the left half of row 1 and each
# placement is written together with its mirror image (n + 1 - j).
def main():
    n = int(open("QUEENS.INP").read())
    a = [True] * (n + 1)          # cot j tu do
    b = [True] * (2 * n + 1)      # duong cheo i+j tu do
    c = [True] * (2 * n + 1)      # duong cheo i-j+n tu do
    x = [0] * (n + 1)
    out = []
    cols = range(1, n + 1)

    def write():
        out.append(" ".join("(%d, %d);" % (k, x[k]) for k in cols))
        if 2 * x[1] != n + 1:     # the mirror of a middle-column placement is found anyway
            out.append(" ".join("(%d, %d);" % (k, n + 1 - x[k]) for k in cols))

    def Try(i):
        for j in (range(1, (n + 1) // 2 + 1) if i == 1 else cols):
            if a[j] and b[i + j] and c[i - j + n]:
                x[i] = j
                if i == n:
                    write()
                else:
                    a[j] = b[i + j] = c[i - j + n] = False
                    Try(i + 1)
                    a[j] = b[i + j] = c[i - j + n] = True

    Try(1)
    with open("QUEENS.OUT", "w") as f:
        for s in out:
            f.write(s + "\n")


main()

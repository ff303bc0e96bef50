# Dem so cach xep hau (seed 003's table): total and distinct under symmetry.
# Correct, but too slow in Python for the largest boards (TLE from n = 14 or 15).
# Bitboards (seed 003), the first queen in the left half of row 1 (mirror symmetry);
# a placement is counted as distinct when it is the smallest of its 8 images.
n = int(open("QCOUNT.INP").read())
full = (1 << n) - 1
x = [0] * n
total = 0
distinct = 0


def images():
    inv = [0] * n
    for r in range(n):
        inv[x[r]] = r
    m = n - 1
    yield [m - x[r] for r in range(n)]
    yield [x[m - r] for r in range(n)]
    yield [m - x[m - r] for r in range(n)]
    yield inv
    yield [m - inv[r] for r in range(n)]
    yield [inv[m - r] for r in range(n)]
    yield [m - inv[m - r] for r in range(n)]


def Try(row, cols, ld, rd, mid):
    global total, distinct
    if row == n:
        total += 1 if mid else 2
        if all(x <= y for y in images()):
            distinct += 1
        return
    free = full & ~(cols | ld | rd)
    while free:
        bit = free & -free
        free -= bit
        x[row] = bit.bit_length() - 1
        Try(row + 1, cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1, mid)


for j in range((n + 1) // 2):
    bit = 1 << j
    x[0] = j
    Try(1, bit, (bit << 1) & full, bit >> 1, n % 2 == 1 and j == n // 2)
with open("QCOUNT.OUT", "w") as f:
    f.write("%d %d\n" % (total, distinct))

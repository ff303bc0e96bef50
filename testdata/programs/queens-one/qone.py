# Xep hau tren ban co lon (seed 003, "Xay dung mot loi giai"). Accepted.
n = int(open("QONE.INP").read())
if n == 2 or n == 3:
    res = [-1]
else:
    r = n % 12
    even = list(range(2, n + 1, 2))
    odd = list(range(1, n + 1, 2))
    if r == 3 or r == 9:
        even = even[1:] + [2]
    if r == 8:
        for i in range(0, len(odd) - 1, 2):
            odd[i], odd[i + 1] = odd[i + 1], odd[i]
    if r == 2:
        odd[0], odd[1] = odd[1], odd[0]
        odd.remove(5)
        odd.append(5)
    if r == 3 or r == 9:
        odd = odd[2:] + [1, 3]
    res = even + odd
with open("QONE.OUT", "w") as f:
    f.write(" ".join(map(str, res)) + "\n")

// Package reference holds the reference solvers of the built-in problems:
// pure functions, no I/O beyond an io.Writer. They write the canonical answer
// file of every test, and the validators use them for what must agree with a
// student's answer (how many placements exist, whether a tour exists).
//
// Rows and columns are numbered from 1 everywhere, as in the problem
// statements: (i, j) is row i, column j.
package reference

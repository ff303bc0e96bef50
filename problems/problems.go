// Package problems embeds the built-in problem packages of cham, as data:
// one folder per problem in the Kattis layout (problem.yaml, data/, statement/).
// Package judge/problem loads them.
package problems

import "embed"

// FS holds one folder per built-in problem.
//
//go:embed queens queens-one queens-matrix queens-count knight knight-all
var FS embed.FS

// IDs lists the built-in problems in the order a course meets them: every
// queens placement first, the knight's tours last.
func IDs() []string {
	return []string{"queens", "queens-one", "queens-matrix", "queens-count", "knight", "knight-all"}
}

package check

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// builtin is one validator that Builtin makes.
type builtin struct {
	name  string
	flags []string // the flags it takes, for messages
	make  func(flags []string) (Checker, error)
}

var tokenFlags = []string{"case_sensitive", "space_change_sensitive", "float_tolerance E", "float_relative_tolerance E", "float_absolute_tolerance E"}

var builtins = []builtin{
	{name: "queens", flags: []string{"lexicographic"}, make: func(flags []string) (Checker, error) {
		var q queensChecker
		for _, f := range flags {
			if f != "lexicographic" {
				return nil, unknownFlag("queens", f, []string{"lexicographic"})
			}
			q.lexicographic = true
		}
		return q, nil
	}},
	{name: "queens-one", make: noFlags("queens-one", queensOneChecker)},
	{name: "queens-matrix", make: noFlags("queens-matrix", queensMatrixChecker)},
	{name: "queens-count", make: noFlags("queens-count", queensCountChecker{})},
	{name: "knight", make: noFlags("knight", knightChecker)},
	{name: "knight-all", make: noFlags("knight-all", knightAllChecker{})},
	{name: "tokens", flags: tokenFlags, make: func(flags []string) (Checker, error) {
		return tokenChecker("tokens", tokensChecker{absTol: -1, relTol: -1}, flags)
	}},
	{name: "lines", make: noFlags("lines", linesChecker{})},
	{name: "floats", flags: tokenFlags, make: func(flags []string) (Checker, error) {
		return tokenChecker("floats", tokensChecker{absTol: 1e-6, relTol: 1e-6}, flags)
	}},
}

// Names lists the names that Builtin knows: the validators of the six
// built-in problems, then the generic comparisons.
func Names() []string {
	names := make([]string, len(builtins))
	for i, b := range builtins {
		names[i] = b.name
	}
	return names
}

// Builtin returns the validator called name, set up by its flags:
//
//   - queens, queens-one, queens-matrix, queens-count, knight, knight-all:
//     the validators of the built-in problems (see PROBLEMS.md). queens
//     takes the flag "lexicographic": the placements must then come in
//     strictly increasing lexicographic order of their column sequences.
//   - tokens: the default output validator of Kattis: tokens separated by
//     any white space, letters compared without regard to case. Its flags are
//     Kattis' own: "case_sensitive", "space_change_sensitive", and
//     "float_tolerance E", "float_relative_tolerance E",
//     "float_absolute_tolerance E" (each followed by the value E, as its own
//     flag).
//   - floats: tokens with float_tolerance 1e-6, which its flags may change.
//   - lines: line by line, blanks at the ends of lines and blank lines at
//     the end of the text ignored.
//
// An unknown name or flag is an error that names it and lists the valid ones.
func Builtin(name string, flags []string) (Checker, error) {
	for _, b := range builtins {
		if b.name == name {
			return b.make(flags)
		}
	}
	return nil, fmt.Errorf("unknown checker %q (known: %s)", name, strings.Join(Names(), ", "))
}

func noFlags(name string, c Checker) func([]string) (Checker, error) {
	return func(flags []string) (Checker, error) {
		if len(flags) > 0 {
			return nil, fmt.Errorf("checker %s takes no flags, got %q", name, flags[0])
		}
		return c, nil
	}
}

func unknownFlag(checker, flag string, valid []string) error {
	return fmt.Errorf("unknown flag %q for checker %s (valid: %s)", flag, checker, strings.Join(valid, ", "))
}

// tokenChecker applies Kattis' flags to t.
func tokenChecker(name string, t tokensChecker, flags []string) (Checker, error) {
	for i := 0; i < len(flags); i++ {
		switch f := flags[i]; f {
		case "case_sensitive":
			t.caseSensitive = true
		case "space_change_sensitive":
			t.spaceSensitive = true
		case "float_tolerance", "float_relative_tolerance", "float_absolute_tolerance":
			if i+1 == len(flags) {
				return nil, fmt.Errorf("checker %s: flag %s needs a value, as in %q", name, f, f+" 1e-6")
			}
			i++
			v, err := strconv.ParseFloat(flags[i], 64)
			if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
				return nil, fmt.Errorf("checker %s: flag %s needs a number >= 0, got %q", name, f, flags[i])
			}
			switch f {
			case "float_tolerance":
				t.absTol, t.relTol = v, v
			case "float_relative_tolerance":
				t.relTol = v
			default:
				t.absTol = v
			}
		default:
			return nil, unknownFlag(name, f, tokenFlags)
		}
	}
	return t, nil
}

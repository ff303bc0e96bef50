package check

import (
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

func TestTokens(t *testing.T) {
	c := func(name, output, answer string, v verdict.Verdict, msg string) checkCase {
		return checkCase{name: name, output: output, answer: answer, want: v, msg: msg}
	}
	runCases(t, "tokens", nil, []checkCase{
		c("same", "A B\n", "A B\n", verdict.AC, ""),
		c("case and spaces", " a  b \t\n", "A B", verdict.AC, ""),
		c("lines", "A\r\n\r\nB", "A B\n", verdict.AC, ""),
		c("vertical tab and form feed", "A\vB\f", "A B", verdict.AC, ""),
		c("BOMs", withBOM("A B"), withBOM("A B"), verdict.AC, ""),
		c("both empty", "", "", verdict.AC, ""),
		c("blank output for an empty answer", " \n\t", "\n", verdict.AC, ""),
		c("non-ASCII", "Xin chào", "xin chào", verdict.AC, ""),
		c("numbers are text", "1.0", "1", verdict.WA, `line 1, column 1: expected "1", found "1.0"`),
		c("inf is text", "INF", "inf", verdict.AC, ""),

		c("extra token", "A B X", "A B", verdict.WA, `line 1, column 5: the output goes on after the 2 tokens of the answer, with "X"`),
		c("extra line", "A B\n\nX Y", "A B\n", verdict.WA, `line 3, column 1: the output goes on after the 2 tokens of the answer, with "X"`),
		c("output for an empty answer", "0", "", verdict.WA, `line 1, column 1: the output goes on after the 0 tokens of the answer, with "0"`),
		c("wrong token", "X A B", "A B", verdict.WA, `line 1, column 1: expected "A", found "X"`),
		c("wrong token on line 2", "A\r\n  C", "A B", verdict.WA, `line 2, column 3: expected "B", found "C"`),
		c("missing token", "A", "A B", verdict.WA, `the output ends after 1 token; the answer has 2 (the next one is "B")`),
		c("empty output", "", "A B C", verdict.WA, `the output ends after 0 tokens; the answer has 3 (the next one is "A")`),
		c("longer token", "ABC", "AB", verdict.WA, `line 1, column 1: expected "AB", found "ABC"`),
		c("not UTF-8", "\xff", "A", verdict.WA, `line 1, column 1: expected "A", found "\xff"`),
		c("huge token", strings.Repeat("A", 1<<20), "A", verdict.WA, `line 1, column 1: expected "A", found "`+strings.Repeat("A", 40)+`"…`),
	})
	runCases(t, "tokens", []string{"case_sensitive"}, []checkCase{
		c("same", "A b", "A b", verdict.AC, ""),
		c("case", "a b", "A b", verdict.WA, `line 1, column 1: expected "A", found "a"`),
	})
	runCases(t, "tokens", []string{"float_tolerance", "1e-3"}, []checkCase{
		c("close", "1.0005 x", "1 X", verdict.AC, ""),
		c("exponent", "1e0 2.5E1", "1 25", verdict.AC, ""),
		c("far", "1.002", "1", verdict.WA, "line 1, column 1: expected 1, found 1.002: the difference 0.002 is past the tolerance (absolute 0.001, relative 0.001)"),
		c("relative", "1000.5", "1000", verdict.AC, ""),
		c("not a number", "abc", "1", verdict.WA, `line 1, column 1: expected a number, 1, found "abc"`),
		c("nan", "nan", "1", verdict.WA, `line 1, column 1: expected a number, 1, found "nan"`),
		c("text still text", "Yes", "yes", verdict.AC, ""),
	})
	runCases(t, "tokens", []string{"float_absolute_tolerance", "0.1"}, []checkCase{
		c("close", "100.05", "100", verdict.AC, ""),
		c("far", "100.5", "100", verdict.WA, "line 1, column 1: expected 100, found 100.5: the difference 0.5 is past the tolerance (absolute 0.1)"),
	})
	runCases(t, "tokens", []string{"float_relative_tolerance", "1e-6"}, []checkCase{
		c("close", "1000000.5", "1000000", verdict.AC, ""),
		c("far near zero", "0.000001", "0", verdict.WA, "line 1, column 1: expected 0, found 0.000001: the difference 1e-06 is past the tolerance (relative 1e-06)"),
	})
	runCases(t, "tokens", []string{"space_change_sensitive"}, []checkCase{
		c("same", "A B\n", "A B\n", verdict.AC, ""),
		c("case", "a b\n", "A B\n", verdict.AC, ""),
		c("two spaces", "A  B\n", "A B\n", verdict.WA, `line 1, column 3: expected "B", found a space`),
		c("tab", "A\tB\n", "A B\n", verdict.WA, `line 1, column 2: expected a space, found a tab`),
		c("no newline", "A B", "A B\n", verdict.WA, `line 1, column 4: expected a line end, found the end of the output`),
		c("extra newline", "A B\n\n", "A B\n", verdict.WA, `line 2, column 1: expected the end of the output, found a line end`),
		c("CR", "A B\r\n", "A B\n", verdict.WA, `line 1, column 4: expected a line end, found "\r"`),
	})
}

func TestFloats(t *testing.T) {
	c := func(name, output, answer string, v verdict.Verdict, msg string) checkCase {
		return checkCase{name: name, output: output, answer: answer, want: v, msg: msg}
	}
	runCases(t, "floats", nil, []checkCase{
		c("close", "3.14159265\n", "3.1415926\n", verdict.AC, ""),
		c("integers", "2 3", "2.0000000 3", verdict.AC, ""),
		c("far", "3.1416", "3.1415926", verdict.WA, "line 1, column 1: expected 3.1415926, found 3.1416: the difference 7.4e-06 is past the tolerance (absolute 1e-06, relative 1e-06)"),
	})
	runCases(t, "floats", []string{"float_absolute_tolerance", "1e-2"}, []checkCase{
		c("close", "3.14", "3.1415926", verdict.AC, ""),
	})
}

func TestLines(t *testing.T) {
	c := func(name, output, answer string, v verdict.Verdict, msg string) checkCase {
		return checkCase{name: name, output: output, answer: answer, want: v, msg: msg}
	}
	runCases(t, "lines", nil, []checkCase{
		c("same", "a b\nc\n", "a b\nc\n", verdict.AC, ""),
		c("trailing blanks", "a b \t\nc  \n", "a b\nc\n", verdict.AC, ""),
		c("answer's trailing blanks", "a b\nc\n", "a b  \nc\t\n", verdict.AC, ""),
		c("CRLF", "a b\r\nc\r\n", "a b\nc\n", verdict.AC, ""),
		c("no final newline", "a b\nc", "a b\nc\n", verdict.AC, ""),
		c("trailing blank lines", "a b\nc\n\n \n\r\n", "a b\nc\n", verdict.AC, ""),
		c("answer's trailing blank lines", "a b\nc", "a b\nc\n\n\n", verdict.AC, ""),
		c("BOM", withBOM("a b\nc\n"), "a b\nc\n", verdict.AC, ""),
		c("blank line inside", "a\n\nb\n", "a\n\nb\n", verdict.AC, ""),
		c("both empty", "", "", verdict.AC, ""),

		c("leading blank", " a b\nc\n", "a b\nc\n", verdict.WA, `line 1, column 1: expected "a b", found " a b"`),
		c("two spaces", "a  b\nc\n", "a b\nc\n", verdict.WA, `line 1, column 3: expected "a b", found "a  b"`),
		c("case", "a b\nC\n", "a b\nc\n", verdict.WA, `line 2, column 1: expected "c", found "C"`),
		c("short line", "a b\nc\n", "a b\ncd\n", verdict.WA, `line 2, column 2: expected "cd", found "c"`),
		c("missing line", "a b\n", "a b\nc\n", verdict.WA, `the output has 1 line; expected 2`),
		c("extra line", "a b\nc\nextra\n", "a b\nc\n", verdict.WA, `line 3, column 1: expected the end of the output after 2 lines, found "extra"`),
		c("blank line missing", "a\nb\n", "a\n\nb\n", verdict.WA, `line 2, column 1: expected "", found "b"`),
		c("long line", strings.Repeat("x", 1<<20), "y", verdict.WA, `line 1, column 1: expected "y", found "`+strings.Repeat("x", 60)+`"…`),
	})
}

func TestBuiltin(t *testing.T) {
	want := []string{"queens", "queens-one", "queens-matrix", "queens-count", "knight", "knight-all", "tokens", "lines", "floats"}
	if got := Names(); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("Names() = %q, want %q", got, want)
	}
	for _, name := range want {
		if c, err := Builtin(name, nil); err != nil || c == nil {
			t.Errorf("Builtin(%q, nil) = %v, %v", name, c, err)
		}
	}
	for _, tc := range []struct {
		name  string
		flags []string
		err   string
	}{
		{"queen", nil, `unknown checker "queen" (known: queens, queens-one, queens-matrix, queens-count, knight, knight-all, tokens, lines, floats)`},
		{"", nil, `unknown checker "" (known: queens, queens-one, queens-matrix, queens-count, knight, knight-all, tokens, lines, floats)`},
		{"queens", []string{"sorted"}, `unknown flag "sorted" for checker queens (valid: lexicographic)`},
		{"knight", []string{"lexicographic"}, `checker knight takes no flags, got "lexicographic"`},
		{"lines", []string{"case_sensitive"}, `checker lines takes no flags, got "case_sensitive"`},
		{"tokens", []string{"case_insensitive"}, `unknown flag "case_insensitive" for checker tokens (valid: case_sensitive, space_change_sensitive, float_tolerance E, float_relative_tolerance E, float_absolute_tolerance E)`},
		{"tokens", []string{"float_tolerance"}, `checker tokens: flag float_tolerance needs a value, as in "float_tolerance 1e-6"`},
		{"floats", []string{"float_relative_tolerance", "small"}, `checker floats: flag float_relative_tolerance needs a number >= 0, got "small"`},
		{"floats", []string{"float_absolute_tolerance", "-1"}, `checker floats: flag float_absolute_tolerance needs a number >= 0, got "-1"`},
	} {
		_, err := Builtin(tc.name, tc.flags)
		if err == nil || err.Error() != tc.err {
			t.Errorf("Builtin(%q, %q): error %v, want %s", tc.name, tc.flags, err, tc.err)
		}
	}
	for _, flags := range [][]string{{"lexicographic"}, {"lexicographic", "lexicographic"}} {
		if _, err := Builtin("queens", flags); err != nil {
			t.Errorf("Builtin(queens, %q): %v", flags, err)
		}
	}
	if _, err := Builtin("tokens", []string{"case_sensitive", "space_change_sensitive", "float_tolerance", "1e-6", "float_relative_tolerance", "0", "float_absolute_tolerance", "1"}); err != nil {
		t.Error(err)
	}
}

package check

import (
	"bytes"
	"io"
)

// linesChecker compares an output with the answer line by line. Blanks at
// the end of a line (spaces, tabs, the '\r' of "\r\n"), blank lines at the
// end of the text and a UTF-8 byte order mark at its start do not count;
// everything else does, blanks inside a line and at its start included.
type linesChecker struct{}

// shownLine is how much of a line a message quotes.
const shownLine = 60

func (linesChecker) Check(_ []byte, output io.Reader, answer []byte) Result {
	s := newScanner(output, "output")
	return s.judged(judgeLines(s, answerLines(answer)))
}

// answerLines splits an answer into lines without their trailing blanks,
// and drops the blank lines at its end.
func answerLines(answer []byte) [][]byte {
	answer = bytes.TrimPrefix(answer, []byte(bom))
	lines := bytes.Split(answer, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimRight(l, " \t\r")
	}
	for len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	return lines
}

func judgeLines(s *scanner, want [][]byte) Result {
	var shown []byte
	for k := 1; ; k++ {
		if s.peek() == -1 {
			if k-1 < len(want) {
				if err := s.failure(); err != nil {
					return unreadable(err)
				}
				return wrong("the output has %s; expected %d", plural(int64(k-1), "line"), len(want))
			}
			return accepted()
		}
		if k > len(want) {
			if c := s.skipBlanks(); c != '\n' && c != -1 {
				col := s.col()
				return wrong("line %d, column %d: expected the end of the output after %s, found %s",
					k, col, plural(int64(len(want)), "line"), quoteShort(s.restOfLine(nil), shownLine))
			}
			if s.peek() == '\n' {
				s.endLine()
			}
			continue
		}
		a := want[k-1]
		shown = shown[:0]
		i := 0
		for {
			c := s.peek()
			if c == -1 || c == '\n' {
				break
			}
			b := byte(c)
			if i < len(a) && b == a[i] || i >= len(a) && (b == ' ' || b == '\t' || b == '\r') {
				i++
				if len(shown) <= shownLine {
					shown = append(shown, b)
				}
				s.skip()
				continue
			}
			col := s.col()
			return wrong("line %d, column %d: expected %s, found %s", k, col,
				quoteShort(a, shownLine), quoteShort(bytes.TrimRight(s.restOfLine(shown), " \t\r"), shownLine))
		}
		if i < len(a) {
			col := s.col()
			return wrong("line %d, column %d: expected %s, found %s", k, col,
				quoteShort(a, shownLine), quoteShort(bytes.TrimRight(shown, " \t\r"), shownLine))
		}
		if s.peek() == '\n' {
			s.endLine()
		}
	}
}

// restOfLine appends to dst the bytes up to the end of the line, as long as
// dst is no longer than shownLine: enough to quote the line in a message.
func (s *scanner) restOfLine(dst []byte) []byte {
	for len(dst) <= shownLine {
		c := s.peek()
		if c == -1 || c == '\n' {
			break
		}
		dst = append(dst, byte(c))
		s.skip()
	}
	return dst
}

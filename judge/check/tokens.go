package check

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unsafe"
)

// tokensChecker compares an output with the answer token by token, as the
// default output validator of Kattis problemtools does: tokens are the runs
// of bytes between white space (' ', '\t', '\n', '\v', '\f', '\r');
// letters compare without regard to ASCII case unless caseSensitive; with
// a float tolerance, an answer token that reads as a finite number matches
// an output token that reads as a number within the absolute or the
// relative tolerance. With spaceSensitive the white space must be the same
// too, byte for byte. A UTF-8 byte order mark at the start of either text is
// ignored.
type tokensChecker struct {
	caseSensitive  bool
	spaceSensitive bool
	absTol, relTol float64 // negative when not set
}

// floatSlack bounds how much longer than the answer token an output token
// may be and still be read in full (a number written with more digits).
const floatSlack = 400

func (t tokensChecker) useFloats() bool { return t.absTol >= 0 || t.relTol >= 0 }

func (t tokensChecker) Check(_ []byte, output io.Reader, answer []byte) Result {
	s := newScanner(output, "output")
	return s.judged(t.judge(s, bytes.TrimPrefix(answer, []byte(bom))))
}

const bom = "\xef\xbb\xbf"

func (t tokensChecker) judge(s *scanner, a []byte) Result {
	var scratch []byte
	ai := 0
	for count := 0; ; count++ {
		// White space.
		aj := ai
		for aj < len(a) && isWhite(a[aj]) {
			aj++
		}
		if t.spaceSensitive {
			for _, w := range a[ai:aj] {
				if c := s.peek(); c != int(w) {
					return wrong("line %d, column %d: expected %s, found %s", s.line, s.col(), describeByte(int(w), "output"), describeByte(c, "output"))
				}
				s.skipWhiteByte()
			}
			if c := s.peek(); c != -1 && isWhite(byte(c)) {
				return wrong("line %d, column %d: expected %s, found %s", s.line, s.col(), describeNext(a, aj), describeByte(c, "output"))
			}
		} else {
			s.skipWhite()
		}
		ai = aj
		if ai == len(a) {
			if s.peek() != -1 {
				return wrong("line %d, column %d: the output goes on after the %s of the answer, with %s", s.line, s.col(), plural(int64(count), "token"), t.nextToken(s))
			}
			return accepted()
		}
		for aj < len(a) && !isWhite(a[aj]) {
			aj++
		}
		want := a[ai:aj]
		ai = aj
		if s.peek() == -1 {
			if err := s.failure(); err != nil {
				return unreadable(err)
			}
			return wrong("the output ends after %s; the answer has %d (the next one is %s)", plural(int64(count), "token"), count+countTokens(a[ai:])+1, quoteShort(want, 40))
		}
		line, col := s.line, s.col()
		var whole bool
		scratch, whole = s.readToken(scratch[:0], len(want)+floatSlack)
		if msg := t.compare(want, scratch, whole); msg != "" {
			return wrong("line %d, column %d: %s", line, col, msg)
		}
	}
}

// compare says how got differs from want, or "" when they match. whole is
// false when got is only the beginning of a longer token.
func (t tokensChecker) compare(want, got []byte, whole bool) string {
	shown := func() string {
		q := quoteShort(got, 40)
		if !whole && len(got) <= 40 {
			q += "…"
		}
		return q
	}
	if whole && bytes.Equal(want, got) {
		return "" // the same text is the same number too
	}
	if t.useFloats() {
		if jv, ok := parseFloat(want); ok {
			tv, ok := parseFloat(got)
			if !whole || !ok {
				return fmt.Sprintf("expected a number, %s, found %s", want, shown())
			}
			diff := math.Abs(jv - tv)
			if !(diff <= t.absTol) && !(diff <= t.relTol*math.Abs(jv)) {
				return fmt.Sprintf("expected %s, found %s: the difference %.3g is past the tolerance (%s)", want, got, diff, t.describeTolerance())
			}
			return ""
		}
	}
	if whole && !t.caseSensitive && asciiEqualFold(want, got) {
		return ""
	}
	return fmt.Sprintf("expected %s, found %s", quoteShort(want, 40), shown())
}

func (t tokensChecker) describeTolerance() string {
	switch {
	case t.absTol >= 0 && t.relTol >= 0:
		return fmt.Sprintf("absolute %g, relative %g", t.absTol, t.relTol)
	case t.absTol >= 0:
		return fmt.Sprintf("absolute %g", t.absTol)
	}
	return fmt.Sprintf("relative %g", t.relTol)
}

// nextToken reads and quotes the next token of the output for a message.
func (t tokensChecker) nextToken(s *scanner) string {
	tok, whole := s.readToken(nil, 41)
	q := quoteShort(tok, 40)
	if !whole && len(tok) <= 40 {
		q += "…"
	}
	return q
}

// parseFloat reads a token as a finite number, as the C library's strtod
// would.
func parseFloat(b []byte) (float64, bool) {
	if len(b) == 0 || !strings.ContainsRune("+-.0123456789iInN", rune(b[0])) {
		return 0, false // not a number: spare the conversion
	}
	// The string shares b's bytes, which do not change while ParseFloat
	// runs, and ParseFloat keeps no reference to it: its errors hold a copy.
	v, err := strconv.ParseFloat(unsafe.String(&b[0], len(b)), 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false
	}
	return v, true
}

func asciiEqualFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// countTokens counts the tokens of b.
func countTokens(b []byte) int {
	n := 0
	in := false
	for _, c := range b {
		w := isWhite(c)
		if !w && !in {
			n++
		}
		in = !w
	}
	return n
}

// isWhite reports the white space of C's isspace.
func isWhite(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// describeByte names a byte for a message about white space; c is -1 at the
// end of the text named what.
func describeByte(c int, what string) string {
	switch c {
	case -1:
		return "the end of the " + what
	case ' ':
		return "a space"
	case '\t':
		return "a tab"
	case '\n':
		return "a line end"
	}
	return strconv.Quote(string([]byte{byte(c)}))
}

// describeNext names what the answer a has at i, after its white space.
func describeNext(a []byte, i int) string {
	if i == len(a) {
		return "the end of the output"
	}
	j := i
	for j < len(a) && !isWhite(a[j]) {
		j++
	}
	return quoteShort(a[i:j], 40)
}

// skipWhite consumes white space as isWhite has it, counting lines, and
// returns the next byte, or -1 at the end.
func (s *scanner) skipWhite() int {
	for {
		buf, i := s.buf[:s.end], s.pos
		for i < len(buf) {
			if i+8 <= len(buf) && binary.LittleEndian.Uint64(buf[i:]) == eightSpaces {
				i += 8
				continue
			}
			c := buf[i]
			if !isWhite(c) {
				s.pos = i
				return int(c)
			}
			i++
			if c == '\n' {
				s.line++
				s.lineStart = s.base + int64(i)
			}
		}
		s.pos = i
		if !s.fill() {
			return -1
		}
	}
}

// skipWhiteByte consumes the next byte, counting lines.
func (s *scanner) skipWhiteByte() {
	if s.peek() == '\n' {
		s.endLine()
	} else {
		s.skip()
	}
}

// readToken appends to dst the bytes up to the next white space, at most
// max of them, and tells whether that was the whole token.
func (s *scanner) readToken(dst []byte, max int) ([]byte, bool) {
	for {
		buf, i := s.buf[:s.end], s.pos
		for i < len(buf) && !isWhite(buf[i]) {
			i++
		}
		room := max - len(dst)
		if i-s.pos > room {
			dst = append(dst, buf[s.pos:s.pos+room]...)
			s.pos += room
			return dst, false
		}
		dst = append(dst, buf[s.pos:i]...)
		s.pos = i
		if i < len(buf) || !s.fill() {
			return dst, true
		}
	}
}

package check

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cham-judge/cham/judge/verdict"
)

// scanBufSize is the size of the buffer through which a scanner reads a
// stream. It never grows: a line or a run of blanks longer than the buffer is
// read through it piece by piece.
const scanBufSize = 64 << 10

// shownBytes is how much of an unexpected token a message quotes.
const shownBytes = 16

// scanner reads text in a stream, byte by byte, for the validators. It keeps
// the line and column (1-based, columns counted in bytes) of the next byte,
// skips a UTF-8 byte order mark at the start, and treats ' ', '\t' and '\r'
// as blanks; '\n' ends a line. Its errors say where and what went wrong.
//
// It holds at most scanBufSize bytes of its reader at a time: a validator
// that stops at the first thing wrong reads no further than that thing.
type scanner struct {
	r         io.Reader
	buf       []byte // buf[pos:end] are the bytes read and not yet consumed
	pos, end  int
	base      int64 // offset in the stream of buf[0]
	lineStart int64 // offset in the stream of the first byte of the current line
	line      int
	eof       bool   // nothing more will come from r
	err       error  // a read error other than io.EOF; the scanner then acts as at the end
	what      string // "output", "input" or "answer": what the messages call the text
}

// newScanner returns a scanner that reads r through its own fixed buffer.
// what names the text in messages ("output").
func newScanner(r io.Reader, what string) *scanner {
	s := &scanner{r: r, buf: make([]byte, scanBufSize), line: 1, what: what}
	s.skipBOM()
	return s
}

// newBytesScanner returns a scanner over b, which it reads but never writes.
func newBytesScanner(b []byte, what string) *scanner {
	s := &scanner{buf: b, end: len(b), eof: true, line: 1, what: what}
	s.skipBOM()
	return s
}

func (s *scanner) skipBOM() {
	if s.ensure(3) >= 3 && s.buf[s.pos] == 0xEF && s.buf[s.pos+1] == 0xBB && s.buf[s.pos+2] == 0xBF {
		s.pos += 3
		s.lineStart = s.offset()
	}
}

// offset is the offset in the stream of the next byte.
func (s *scanner) offset() int64 { return s.base + int64(s.pos) }

// col is the column of the next byte.
func (s *scanner) col() int { return int(s.offset()-s.lineStart) + 1 }

// read appends what the reader gives to buf[end:], which must have room.
func (s *scanner) read() {
	for tries := 0; tries < 100; tries++ {
		n, err := s.r.Read(s.buf[s.end:])
		if n < 0 || n > len(s.buf)-s.end {
			s.err = fmt.Errorf("the reader returned an impossible count of %d bytes", n)
			return
		}
		s.end += n
		if err == io.EOF {
			s.eof = true
			return
		}
		if err != nil {
			s.err = err
			return
		}
		if n > 0 {
			return
		}
	}
	s.err = io.ErrNoProgress
}

// fill makes sure that a byte is ready at buf[pos], and says whether one is:
// false at the end of the stream.
func (s *scanner) fill() bool {
	if s.pos < s.end {
		return true
	}
	if s.eof || s.err != nil {
		return false
	}
	s.base += int64(s.end)
	s.pos, s.end = 0, 0
	s.read()
	return s.pos < s.end
}

// ensure tries to have k bytes ready (k <= scanBufSize), moving the unread
// bytes to the front of the buffer if need be, and returns how many are
// ready: fewer than k only at the end of the stream.
func (s *scanner) ensure(k int) int {
	for s.end-s.pos < k && !s.eof && s.err == nil {
		if len(s.buf)-s.end < k-(s.end-s.pos) {
			n := copy(s.buf, s.buf[s.pos:s.end])
			s.base += int64(s.pos)
			s.pos, s.end = 0, n
		}
		s.read()
	}
	return s.end - s.pos
}

// peek returns the next byte without consuming it, or -1 at the end.
func (s *scanner) peek() int {
	if s.pos < s.end || s.fill() {
		return int(s.buf[s.pos])
	}
	return -1
}

// skip consumes the next byte, which must not be '\n'.
func (s *scanner) skip() { s.pos++ }

// endLine consumes the '\n' that peek just returned.
func (s *scanner) endLine() {
	s.pos++
	s.line++
	s.lineStart = s.offset()
}

// eightSpaces is eight ' ' bytes read as a little-endian word: runs of
// spaces are skipped a word at a time.
const eightSpaces = 0x2020202020202020

// skipBlanks consumes spaces, tabs and '\r' and returns the next byte (not
// consumed), or -1 at the end.
func (s *scanner) skipBlanks() int {
	if s.pos+1 < s.end {
		if c := s.buf[s.pos]; c > ' ' {
			return int(c) // no blank: the common case, then one space
		} else if c == ' ' && s.buf[s.pos+1] > ' ' {
			s.pos++
			return int(s.buf[s.pos])
		}
	}
	for {
		buf, i := s.buf[:s.end], s.pos
		for i < len(buf) {
			if i+8 <= len(buf) && binary.LittleEndian.Uint64(buf[i:]) == eightSpaces {
				i += 8
				continue
			}
			if c := buf[i]; c != ' ' && c != '\t' && c != '\r' {
				s.pos = i
				return int(c)
			}
			i++
		}
		s.pos = i
		if !s.fill() {
			return -1
		}
	}
}

// skipSpace consumes blanks and line ends and returns the next byte (not
// consumed), or -1 at the end.
func (s *scanner) skipSpace() int {
	if s.pos+1 < s.end {
		if c := s.buf[s.pos]; c > ' ' {
			return int(c) // no blank: the common case, then one space
		} else if c == ' ' && s.buf[s.pos+1] > ' ' {
			s.pos++
			return int(s.buf[s.pos])
		}
	}
	for {
		buf, i := s.buf[:s.end], s.pos
		for i < len(buf) {
			if i+8 <= len(buf) && binary.LittleEndian.Uint64(buf[i:]) == eightSpaces {
				i += 8
				continue
			}
			switch c := buf[i]; c {
			case ' ', '\t', '\r':
			case '\n':
				s.line++
				s.lineStart = s.base + int64(i) + 1
			default:
				s.pos = i
				return int(c)
			}
			i++
		}
		s.pos = i
		if !s.fill() {
			return -1
		}
	}
}

// skipLineRest consumes blanks up to and including the end of the line. It
// returns nil at a line end or the end of the text, or an error naming what
// stands there instead.
func (s *scanner) skipLineRest() error {
	switch c := s.skipBlanks(); c {
	case -1:
		return s.failure()
	case '\n':
		s.endLine()
		return nil
	}
	return s.errorf("expected the end of the line, found %s", s.found())
}

// expect consumes blanks and then the byte c, or says what stands instead.
func (s *scanner) expect(c byte) error {
	if s.skipBlanks() != int(c) {
		return s.errorf("expected %q, found %s", string(c), s.found())
	}
	s.pos++
	return nil
}

// atMinusOne tells whether the next token is exactly "-1", the answer of the
// problems that have none.
func (s *scanner) atMinusOne() bool {
	k := s.ensure(3)
	b := s.buf[s.pos:s.end]
	return k >= 2 && b[0] == '-' && b[1] == '1' && (k == 2 || isSpace(b[2]))
}

// readInt reads an integer: an optional sign and decimal digits, within
// the range of int64.
func (s *scanner) readInt() (int64, error) {
	// The common case first: fewer than 18 digits, no sign, and the byte
	// after them in the buffer. 18 digits cannot overflow.
	if b := s.buf[s.pos:s.end]; len(b) > 18 {
		var v uint64
		i := 0
		for ; i < 18; i++ {
			d := b[i] - '0'
			if d > 9 {
				break
			}
			v = v*10 + uint64(d)
		}
		if i > 0 && i < 18 && !isNumberTail(b[i]) {
			s.pos += i
			return int64(v), nil
		}
	}
	return s.readNumber(1<<63-1, 1<<63, (1<<63-1-9)/10, "does not fit in 64 bits")
}

// readIntMax reads an integer of absolute value at most max.
func (s *scanner) readIntMax(max uint64) (int64, error) {
	if max > 1<<63-1 {
		max = 1<<63 - 1
	}
	safe := uint64(0)
	if max >= 9 {
		safe = (max - 9) / 10
	}
	return s.readNumber(max, max, safe, fmt.Sprintf("is past %d", max))
}

// readNumber reads an integer of absolute value at most maxPos, or maxNeg
// when it is negative. Below safe, ten times a value plus a digit is in
// range for either sign.
func (s *scanner) readNumber(maxPos, maxNeg, safe uint64, tooLarge string) (int64, error) {
	line, start := s.line, s.offset()
	c := s.peek()
	neg := false
	if c == '-' || c == '+' {
		if s.ensure(2) < 2 || !isDigit(s.buf[s.pos+1]) {
			return 0, s.errorAt(line, s.col(), "expected an integer, found %s", s.found())
		}
		neg = c == '-'
		s.pos++
	} else if c < '0' || c > '9' {
		return 0, s.errorAt(line, s.col(), "expected an integer, found %s", s.found())
	}
	max := maxPos
	if neg {
		max = maxNeg
	}
	var v uint64
	for {
		b := s.buf[s.pos:s.end]
		i := 0
		for ; i < len(b); i++ {
			d := uint64(b[i] - '0')
			if d > 9 {
				break
			}
			if v > safe && v > (max-d)/10 {
				s.pos += i
				col := int(start-s.lineStart) + 1
				return 0, s.errorAt(line, col, "the number %s %s", s.digitsSeen(neg, v), tooLarge)
			}
			v = v*10 + d
		}
		s.pos += i
		if i < len(b) || !s.fill() {
			break
		}
	}
	if next := s.peek(); next != -1 && isNumberTail(byte(next)) {
		// "6+1", "1.5", "12x": not an integer, nor two.
		digits := strconv.FormatUint(v, 10)
		width := int(s.offset() - start)
		sign := ""
		if c == '-' || c == '+' {
			sign = string(rune(c))
			width--
		}
		if zeros := width - len(digits); zeros > 0 {
			digits = strings.Repeat("0", zeros) + digits
		}
		return 0, s.errorAt(line, int(start-s.lineStart)+1, "expected an integer, found %s", s.tokenFrom(sign+digits))
	}
	if neg {
		return -int64(v-1) - 1, nil // -2^63 included
	}
	return int64(v), nil
}

// tokenFrom quotes for a message a token that starts with the text head,
// already read, and goes on with the number tail at the next byte.
func (s *scanner) tokenFrom(head string) string {
	k := s.ensure(shownBytes + 1)
	b := s.buf[s.pos : s.pos+k]
	i := 0
	for i < len(b) && len(head)+i <= shownBytes && (isWordByte(b[i]) || isNumberTail(b[i])) {
		i++
	}
	return quoteShort(append([]byte(head), b[:i]...), shownBytes)
}

// digitsSeen writes the number being read for a message: the digits
// accepted so far (as v) and those that follow, shortened.
func (s *scanner) digitsSeen(neg bool, v uint64) string {
	t := strconv.FormatUint(v, 10)
	if neg {
		t = "-" + t
	}
	const keep = 24
	k := s.ensure(keep + 1)
	b := s.buf[s.pos : s.pos+k]
	i := 0
	for i < len(b) && isDigit(b[i]) && len(t) < keep {
		t += string(b[i])
		i++
	}
	if i < len(b) && isDigit(b[i]) {
		t += "…"
	}
	return t
}

// found describes for a message what stands at the next byte: the end of
// the line, the end of the text, or what is there, quoted and shortened: a
// word of letters, digits and non-ASCII bytes, or else the one byte.
func (s *scanner) found() string {
	switch c := s.peek(); c {
	case -1:
		return "the end of the " + s.what
	case '\n':
		return "the end of the line"
	}
	k := min(s.ensure(shownBytes+1), shownBytes+1)
	b := s.buf[s.pos : s.pos+k]
	i := 1
	if isWordByte(b[0]) {
		for i < len(b) && isWordByte(b[i]) {
			i++
		}
	}
	return quoteShort(b[:i], shownBytes)
}

// quoteShort quotes b for a message, cut to at most max bytes (on a
// character boundary) and followed by "…" when cut.
func quoteShort(b []byte, max int) string {
	if len(b) <= max {
		return strconv.Quote(string(b))
	}
	b = b[:max]
	// Do not cut a UTF-8 character in two.
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				b = b[:i]
			}
			break
		}
	}
	return strconv.Quote(string(b)) + "…"
}

// syntaxError is text that cannot be read as what was expected: a
// presentation error when the text is the output.
type syntaxError struct {
	line, col int
	msg       string
}

func (e *syntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.line, e.col, e.msg)
}

// readError is a failure of the reader itself: the judge's fault.
type readError struct {
	what string
	err  error
}

func (e *readError) Error() string { return fmt.Sprintf("cannot read the %s: %v", e.what, e.err) }
func (e *readError) Unwrap() error { return e.err }

// errorf returns a syntaxError at the next byte.
func (s *scanner) errorf(format string, args ...any) error {
	return s.errorAt(s.line, s.col(), format, args...)
}

func (s *scanner) errorAt(line, col int, format string, args ...any) error {
	if s.err != nil {
		return &readError{s.what, s.err}
	}
	return &syntaxError{line, col, fmt.Sprintf(format, args...)}
}

// failure returns the read error that ended the stream, if one did.
func (s *scanner) failure() error {
	if s.err != nil {
		return &readError{s.what, s.err}
	}
	return nil
}

// judged returns r, unless reading the output failed: then the verdict is
// the judge's fault, whatever the validator concluded from the bytes it got.
func (s *scanner) judged(r Result) Result {
	if s.err != nil {
		return internal("cannot read the program's output: %v", s.err)
	}
	return r
}

// unreadable turns an error of an output scanner into its verdict: PE for
// text that cannot be read as an answer, IE when the reader failed.
func unreadable(err error) Result {
	var re *readError
	if errors.As(err, &re) {
		return internal("%v", err)
	}
	return Result{Verdict: verdict.PE, Message: err.Error()}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isSpace reports the bytes that separate tokens in the scanner: blanks and
// line ends.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// isNumberTail reports the bytes that cannot follow the digits of an
// integer: they would make it something else, such as 1.5, 1e5 or 6+1.
func isNumberTail(c byte) bool {
	return isWordByte(c) || c == '.' || c == '+' || c == '-' || c == '_'
}

// isWordByte reports the bytes that make words in messages: ASCII letters
// and digits, and every byte of a non-ASCII character.
func isWordByte(c byte) bool {
	return c >= 0x80 || isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

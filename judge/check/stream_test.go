package check

import (
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// generated is an output that a program writes without end: size bytes of
// text made by repeating block, produced as they are read and never held.
type generated struct {
	block []byte // scanBufSize bytes or more
	size  int64  // bytes still to give
	given int64  // bytes given so far
}

// repeatByte returns a generated output of size bytes c, after prefix.
func repeatByte(prefix string, c byte, size int64) *generated {
	block := []byte(strings.Repeat(string(c), 1<<17))
	g := &generated{size: size}
	if prefix != "" {
		block = append([]byte(prefix), block...)
	}
	g.block = block
	return g
}

func (g *generated) Read(p []byte) (int, error) {
	if g.size == 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > g.size {
		p = p[:g.size]
	}
	off := int(g.given % int64(len(g.block)))
	if g.given >= int64(len(g.block)) {
		off = len(g.block) - 1<<17 + int((g.given-int64(len(g.block)))%(1<<17)) // the prefix comes once
	}
	n := copy(p, g.block[off:])
	g.given += int64(n)
	g.size -= int64(n)
	return n, nil
}

// allocated returns how many bytes the heap has given out so far.
func allocated() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.TotalAlloc
}

// TestHugeOutputs feeds validators outputs of gigabytes, made as they are
// read: a line of digits fails at the first number that is too large, after
// reading little; a line of blanks is read through in a stream. Either way
// the validator allocates a small fixed amount, whatever the size.
func TestHugeOutputs(t *testing.T) {
	const gib = 1 << 30
	// A run of blanks is read to its end. 2 GiB takes a few seconds here;
	// testing -short reads 256 MiB.
	blanks := int64(2 * gib)
	if testing.Short() {
		blanks = 256 << 20
	}
	for _, tc := range []struct {
		name, checker, input, answer string
		output                       *generated
		want                         verdict.Verdict
		msg                          string
		readAtMost                   int64 // 0: everything
	}{
		{name: "digits, queens-one", checker: "queens-one", input: "8", answer: "2 4 6 8 3 1 7 5\n",
			output: repeatByte("", '1', 2*gib), want: verdict.PE, readAtMost: 1 << 20,
			msg: "line 1, column 1: the number 111111111111111111111111… does not fit in 64 bits"},
		{name: "digits, queens", checker: "queens", input: "5", answer: seed000,
			output: repeatByte("(1, ", '9', 2*gib), want: verdict.PE, readAtMost: 1 << 20,
			msg: "line 1, column 5: the number 999999999999999999999999… does not fit in 64 bits"},
		{name: "digits, knight", checker: "knight", input: "5 1 1", answer: tour5,
			output: repeatByte("1 ", '2', 2*gib), want: verdict.PE, readAtMost: 1 << 20,
			msg: "line 1, column 3: the number 222222222222222222222222… does not fit in 64 bits"},
		{name: "digits, tokens", checker: "tokens", answer: "1",
			output: repeatByte("", '1', 2*gib), want: verdict.WA, readAtMost: 1 << 20,
			msg: `line 1, column 1: expected a number, 1, found "1111111111111111111111111111111111111111"…`},
		{name: "one long line, lines", checker: "lines", answer: "1",
			output: repeatByte("", '1', 2*gib), want: verdict.WA, readAtMost: 1 << 20,
			msg: `line 1, column 2: expected "1", found "` + strings.Repeat("1", 60) + `"…`},
		{name: "blanks, queens-one", checker: "queens-one", input: "8", answer: "2 4 6 8 3 1 7 5\n",
			output: repeatByte("", ' ', blanks), want: verdict.WA,
			msg: "the output is empty; expected 8 numbers, or -1 if there is no placement"},
		{name: "blanks after an answer, knight", checker: "knight", input: "5 1 1", answer: tour5,
			output: repeatByte(tour5+"\t", ' ', blanks), want: verdict.AC},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Builtin(tc.checker, nil)
			if tc.checker == "tokens" {
				c, err = Builtin("floats", nil)
			}
			if err != nil {
				t.Fatal(err)
			}
			before := allocated()
			r := c.Check([]byte(tc.input), tc.output, []byte(tc.answer))
			grown := allocated() - before
			if r.Verdict != tc.want || r.Message != tc.msg {
				t.Errorf("%s %q, want %s %q", r.Verdict, r.Message, tc.want, tc.msg)
			}
			if grown > 1<<20 {
				t.Errorf("the validator allocated %d bytes", grown)
			}
			if tc.readAtMost != 0 && tc.output.given > tc.readAtMost {
				t.Errorf("the validator read %d bytes, more than %d", tc.output.given, tc.readAtMost)
			}
			if tc.readAtMost == 0 && tc.output.size != 0 {
				t.Errorf("%d bytes left unread", tc.output.size)
			}
		})
	}
}

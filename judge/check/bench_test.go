package check

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cham-judge/cham/judge/verdict"
)

// benchmarkChecker judges output again and again, and reports the speed in
// bytes of output a second.
func benchmarkChecker(b *testing.B, name string, flags []string, input, output, answer string) {
	c, err := Builtin(name, flags)
	if err != nil {
		b.Fatal(err)
	}
	in, out, ans := []byte(input), []byte(output), []byte(answer)
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if r := c.Check(in, bytes.NewReader(out), ans); r.Verdict != verdict.AC {
			b.Fatalf("%s %s", r.Verdict, r.Message)
		}
	}
}

func BenchmarkQueensOneMillion(b *testing.B) {
	ans := queensOneAnswer(b, 1_000_000)
	benchmarkChecker(b, "queens-one", nil, "1000000", ans, ans)
}

func BenchmarkKnight1000(b *testing.B) {
	ans := knightAnswer(b, 1000, 1, 1)
	benchmarkChecker(b, "knight", nil, "1000 1 1", ans, ans)
}

func BenchmarkQueens12(b *testing.B) {
	ans := queensAnswer(b, 12) // 14200 placements
	benchmarkChecker(b, "queens", nil, "12", ans, ans)
}

func BenchmarkQueensMatrix2000(b *testing.B) {
	ans := queensMatrixAnswer(b, 2000)
	benchmarkChecker(b, "queens-matrix", nil, "2000", ans, ans)
}

func BenchmarkKnightAll(b *testing.B) {
	ans := knightAllAnswer(b, 5, 1, 1)
	benchmarkChecker(b, "knight-all", nil, "5 1 1", ans, ans)
}

// tokensText is about 4 MB of words and numbers, 10 a line.
func tokensText() string {
	rng := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for i := 0; sb.Len() < 4<<20; i++ {
		switch i % 3 {
		case 0:
			fmt.Fprintf(&sb, "%d", rng.IntN(1_000_000))
		case 1:
			fmt.Fprintf(&sb, "%.6f", rng.Float64()*1000)
		default:
			sb.WriteString([]string{"YES", "no", "Impossible", "x"}[rng.IntN(4)])
		}
		if i%10 == 9 {
			sb.WriteByte('\n')
		} else {
			sb.WriteByte(' ')
		}
	}
	return sb.String()
}

func BenchmarkTokens(b *testing.B) {
	text := tokensText()
	benchmarkChecker(b, "tokens", nil, "", text, text)
}

func BenchmarkFloats(b *testing.B) {
	text := tokensText()
	benchmarkChecker(b, "floats", nil, "", text, text)
}

func BenchmarkLines(b *testing.B) {
	text := tokensText()
	benchmarkChecker(b, "lines", nil, "", text, text)
}

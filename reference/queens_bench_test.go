package reference_test

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"testing"

	"github.com/cham-judge/cham/reference"
)

// queensBenchMaxNEnv names the environment variable that adds boards up to
// that size (at most 20) to BenchmarkCountPlacements: n = 17 takes seconds,
// n = 18 about a minute, n = 20 hours.
const queensBenchMaxNEnv = "CHAM_QUEENS_BENCH_MAX_N"

func BenchmarkCountPlacements(b *testing.B) {
	maxN := 16
	if s := os.Getenv(queensBenchMaxNEnv); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > len(queensA000170) {
			b.Fatalf("%s = %q: want an integer in 1..%d", queensBenchMaxNEnv, s, len(queensA000170))
		}
		maxN = v
	}
	for n := 14; n <= maxN; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				all, distinct, err := reference.CountPlacements(n)
				if err != nil {
					b.Fatal(err)
				}
				if all != queensA000170[n-1] || distinct != queensA002562[n-1] {
					b.Fatalf("CountPlacements(%d) = %d, %d; OEIS says %d, %d",
						n, all, distinct, queensA000170[n-1], queensA002562[n-1])
				}
			}
		})
	}
}

func BenchmarkWritePlacements(b *testing.B) {
	for _, n := range []int{12} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				count, err := reference.WritePlacements(io.Discard, n)
				if err != nil || count != queensA000170[n-1] {
					b.Fatalf("WritePlacements(%d) = %d, %v; want %d placements", n, count, err, queensA000170[n-1])
				}
			}
		})
	}
}

func BenchmarkOnePlacement(b *testing.B) {
	for b.Loop() {
		if cols := reference.OnePlacement(1e7); len(cols) != 1e7 {
			b.Fatalf("OnePlacement(1e7) has %d columns", len(cols))
		}
	}
}

func BenchmarkWriteOnePlacement(b *testing.B) {
	b.Run("n=1e7", func(b *testing.B) {
		for b.Loop() {
			if err := reference.WriteOnePlacement(io.Discard, 1e7); err != nil {
				b.Fatal(err)
			}
		}
	})
}

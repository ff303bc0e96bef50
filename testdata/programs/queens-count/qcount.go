// Dem so cach xep hau (seed 003's table): total and distinct under symmetry.
// Accepted. Bitboards and Takaken's symmetry method, as in qcount.c.
package main

import (
	"fmt"
	"os"
)

var (
	n, last, mask, topbit, endbit, sidemask, lastmask, bound1, bound2 int
	board                                                             [16]int
	cnt2, cnt4, cnt8                                                  int64
)

func check() {
	var own, you, bit, ptn int
	if board[bound2] == 1 { // quay 90 do
		for ptn, own = 2, 1; own <= last; own, ptn = own+1, ptn<<1 {
			bit = 1
			for you = last; board[you] != ptn && board[own] >= bit; you-- {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			cnt2++
			return
		}
	}
	if board[last] == endbit { // quay 180 do
		for you, own = last-1, 1; own <= last; own, you = own+1, you-1 {
			bit = 1
			for ptn = topbit; ptn != board[you] && board[own] >= bit; ptn >>= 1 {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			cnt4++
			return
		}
	}
	if board[bound1] == topbit { // quay 270 do
		for ptn, own = topbit>>1, 1; own <= last; own, ptn = own+1, ptn>>1 {
			bit = 1
			for you = 0; board[you] != ptn && board[own] >= bit; you++ {
				bit <<= 1
			}
			if board[own] > bit {
				return
			}
			if board[own] < bit {
				break
			}
		}
	}
	cnt8++
}

// try1: hau hang dau o goc
func try1(y, left, down, right int) {
	bitmap := mask &^ (left | down | right)
	if y == last {
		if bitmap != 0 {
			board[y] = bitmap
			cnt8++
		}
		return
	}
	if y < bound1 {
		bitmap &^= 2
	}
	for bitmap != 0 {
		bit := bitmap & -bitmap
		bitmap ^= bit
		board[y] = bit
		try1(y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
}

// try2: hau hang dau khong o goc
func try2(y, left, down, right int) {
	bitmap := mask &^ (left | down | right)
	if y == last {
		if bitmap != 0 && bitmap&lastmask == 0 {
			board[y] = bitmap
			check()
		}
		return
	}
	if y < bound1 {
		bitmap &^= sidemask
	} else if y == bound2 {
		if down&sidemask == 0 {
			return
		}
		if down&sidemask != sidemask {
			bitmap &= sidemask
		}
	}
	for bitmap != 0 {
		bit := bitmap & -bitmap
		bitmap ^= bit
		board[y] = bit
		try2(y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
}

func main() {
	in, _ := os.ReadFile("QCOUNT.INP")
	fmt.Sscan(string(in), &n)
	out, _ := os.Create("QCOUNT.OUT")
	defer out.Close()
	if n == 1 {
		fmt.Fprintln(out, 1, 1)
		return
	}
	last = n - 1
	topbit = 1 << last
	mask = 1<<n - 1
	board[0] = 1
	for bound1 = 2; bound1 < last; bound1++ {
		bit := 1 << bound1
		board[1] = bit
		try1(2, (2|bit)<<1, 1|bit, bit>>1)
	}
	sidemask = topbit | 1
	lastmask = sidemask
	endbit = topbit >> 1
	for bound1, bound2 = 1, n-2; bound1 < bound2; bound1, bound2 = bound1+1, bound2-1 {
		bit := 1 << bound1
		board[0] = bit
		try2(1, bit<<1, bit, bit>>1)
		lastmask |= lastmask>>1 | lastmask<<1
		endbit >>= 1
	}
	fmt.Fprintln(out, cnt2*2+cnt4*4+cnt8*8, cnt2+cnt4+cnt8)
}

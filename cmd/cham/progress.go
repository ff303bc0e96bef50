package main

import (
	"fmt"
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// progress shows what a long command is doing: one line rewritten in place
// on a terminal; nothing when the output is not a terminal (the final
// output says it all) or when it is turned off.
type progress struct {
	w       io.Writer
	on      bool
	written bool
}

func newProgress(w io.Writer, enabled bool) *progress {
	return &progress{w: w, on: enabled && isTerminal(w)}
}

func (p *progress) say(format string, args ...any) {
	if !p.on {
		return
	}
	fmt.Fprintf(p.w, "\r\033[K"+format, args...)
	p.written = true
}

// done clears the line.
func (p *progress) done() {
	if p.on && p.written {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	return err == nil
}

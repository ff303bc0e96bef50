package sandbox

import (
	"fmt"
	"os"

	"github.com/criyle/go-sandbox/container"
)

// Init must be the first call of main (and of TestMain) in any program that
// uses New: a container is this same executable started again inside new
// namespaces, and Init is where that copy serves the judge, never returning.
// In the judge itself Init does nothing.
func Init() {
	if err := container.Init(); err != nil {
		fmt.Fprintf(os.Stderr, "cham sandbox: container init: %v\n", err)
		os.Exit(1)
	}
}

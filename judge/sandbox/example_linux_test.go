package sandbox_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/cham-judge/cham/judge/sandbox"
)

// A program reads its input file and writes its output file; the sandbox
// gives it the one and brings back the other. (sandbox.Init must be the
// first call of main, as it is in this package's TestMain.)
func Example() {
	r, err := sandbox.New(sandbox.Config{Pool: 1})
	if err != nil {
		log.Fatal(err)
	}
	defer r.Close()
	res, err := r.Run(context.Background(), &sandbox.Request{
		Args:    []string{"/bin/sh", "-c", "read n < QUEENS.INP; echo $((n * n)) > QUEENS.OUT"},
		Files:   []sandbox.File{{Name: "QUEENS.INP", Data: []byte("8\n")}},
		Collect: []string{"QUEENS.OUT"},
		Limits:  sandbox.Limits{CPU: time.Second, Memory: 64 * sandbox.MiB},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status, res.Message)
	fmt.Printf("QUEENS.OUT: %s", res.Files["QUEENS.OUT"])

	res, err = r.Run(context.Background(), &sandbox.Request{
		Args:   []string{"/bin/sh", "-c", "while :; do :; done"},
		Limits: sandbox.Limits{CPU: 100 * time.Millisecond, Wall: 10 * time.Second},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status, res.CPU >= 100*time.Millisecond)
	// Output:
	// ok exit status 0
	// QUEENS.OUT: 64
	// time true
}

package main

import (
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/cham-judge/cham/judge/store"
	"github.com/cham-judge/cham/judge/verdict"
)

func freeAddress(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// TestServeWithWorkerProcess: a server without judge workers of its own
// and a `cham worker` process on the same database: a queued submission is
// judged by the other process.
func TestServeWithWorkerProcess(t *testing.T) {
	bin := binary(t)
	dir := filepath.Join(t.TempDir(), "contest")
	copyFile(t, "../../testdata/contest/contest.yaml", filepath.Join(dir, "contest.yaml"))
	db := filepath.Join(dir, "cham.db")
	addr := freeAddress(t)

	serve := exec.Command(bin, "serve", dir, "--listen", addr, "--workers", "0")
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { serve.Process.Kill(); serve.Wait() }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get("http://" + addr + "/scoreboard")
		if err == nil {
			resp.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not answer: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}

	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	src, err := os.ReadFile(programs + "queens/queens.c")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.EnsureStudent("an"); err != nil {
		t.Fatal(err)
	}
	sub, _, err := st.Submit(store.NewSubmission{Student: "an", Problem: "queens", File: "queens.c", Language: "c", Source: src}, true)
	if err != nil || sub.Status != store.StatusQueued {
		t.Fatalf("submit: %+v, %v", sub, err)
	}

	worker := exec.Command(bin, "worker", "--db", db, "--workers", "1")
	if err := worker.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { worker.Process.Kill(); worker.Wait() }()
	deadline = time.Now().Add(2 * time.Minute)
	for {
		h, err := st.History("an", "queens")
		if err != nil {
			t.Fatal(err)
		}
		if len(h) == 1 && h[0].Done {
			if h[0].Verdict != verdict.AC || len(h[0].Tests) != 12 || h[0].Points != 100 {
				t.Errorf("judged by the worker: %s, %d tests, %v points; want AC, 12, 100", h[0].Verdict, len(h[0].Tests), h[0].Points)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the worker process did not judge the submission: %+v", h)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

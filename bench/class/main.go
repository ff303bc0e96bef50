// Command class measures cham grade on a class of 40 students x 6 problems
// made from the programs of testdata/programs (right and wrong ones, in
// every language; each student's copy differs by a comment, so that every
// source is compiled): the wall time of grading against the ideal, the sum
// of every compilation's and every test's time divided by the cores.
//
//	go run ./bench/class [-students 40]
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/cham-judge/cham/judge"
	"github.com/cham-judge/cham/judge/grade"
	"github.com/cham-judge/cham/judge/lang"
	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/sandbox"
	"github.com/cham-judge/cham/judge/store"
	_ "github.com/mattn/go-sqlite3"
)

// pick is what the students hand in, by problem: one is taken per student
// in turn, so the class mixes languages, right and wrong programs.
var pick = map[string][]string{
	"queens":        {"QUEENS.CPP", "queens.c", "queens.pas", "queens.py", "twice.cpp", "queens.go", "missing-one.cpp", "Queens.java", "zero-based.c", "no-diag.pas"},
	"queens-one":    {"qone.cpp", "qone.c", "QONE.PAS", "qone.py", "no-special-cases.cpp", "qone.go", "n2-nothing.c", "Qone.java"},
	"queens-matrix": {"qmatrix.cpp", "qmatrix.c", "qmatrix.pas", "qmatrix.py", "diagonal.cpp", "qmatrix.go", "no-minus-one.py"},
	"queens-count":  {"QCOUNT.CPP", "qcount.c", "qcount.pas", "wrong-distinct.c", "qcount.go", "QCount.java"},
	"knight":        {"knight.cpp", "knight.c", "knight.pas", "knight.py", "bad-move.cpp", "knight.go", "from-zero.py", "Knight.java"},
	"knight-all":    {"KTOURS.CPP", "ktours.c", "ktours.pas", "ktours.py", "first-only.cpp", "ktours.go", "twice.c"},
}

func main() {
	sandbox.Init()
	students := flag.Int("students", 40, "students in the class")
	flag.Parse()
	if err := run(*students); err != nil {
		fmt.Fprintln(os.Stderr, "bench/class:", err)
		os.Exit(1)
	}
}

func run(students int) error {
	work, err := os.MkdirTemp("", "cham-bench-class")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	class := filepath.Join(work, "class")
	problems, err := problem.Builtins()
	if err != nil {
		return err
	}
	for s := 0; s < students; s++ {
		dir := filepath.Join(class, fmt.Sprintf("Học sinh %02d", s+1))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, p := range problems {
			files := pick[p.ID]
			file := files[s%len(files)]
			src, err := os.ReadFile(filepath.Join("testdata/programs", p.ID, file))
			if err != nil {
				return err
			}
			ext := filepath.Ext(file)
			comment := fmt.Sprintf("\n// student %d\n", s+1)
			switch ext {
			case ".py":
				comment = fmt.Sprintf("\n# student %d\n", s+1)
			case ".pas", ".PAS":
				comment = fmt.Sprintf("\n{ student %d }\n", s+1)
			}
			name := file
			if ext != ".java" { // a Java file keeps its class's name
				name = p.ID + ext
			}
			if err := os.WriteFile(filepath.Join(dir, name), append(src, comment...), 0o644); err != nil {
				return err
			}
		}
	}
	dbPath := filepath.Join(work, "cham.db")
	st, err := store.Open(dbPath)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := os.MkdirAll(lang.GoCacheDir(), 0o755); err != nil {
		return err
	}
	if err := lang.PrepareGo(func(s string) { fmt.Println(s) }); err != nil {
		return err
	}
	runner, err := sandbox.New(sandbox.Config{ReadOnly: []string{lang.GoCacheDir()}})
	if err != nil {
		return err
	}
	defer runner.Close()
	works, err := grade.Scan(class, problems, lang.Default())
	if err != nil {
		return err
	}
	g := &grade.Grader{Judge: &judge.Judge{Runner: runner, Langs: lang.Default()}, Store: st}
	start := time.Now()
	if err := g.Grade(context.Background(), works, problems); err != nil {
		return err
	}
	wall := time.Since(start)

	db, err := sql.Open("sqlite3", "file:"+dbPath+"?mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	var compileMS, testMS, tests, subs int64
	if err := db.QueryRow(`SELECT COALESCE(SUM(took_ms), 0), COUNT(*) FROM compilations`).Scan(&compileMS, &subs); err != nil {
		return err
	}
	if err := db.QueryRow(`SELECT COALESCE(SUM(wall_ms), 0), COUNT(*) FROM test_results`).Scan(&testMS, &tests); err != nil {
		return err
	}
	cores := runtime.GOMAXPROCS(0)
	ideal := time.Duration(compileMS+testMS) * time.Millisecond / time.Duration(cores)
	fmt.Printf("class: %d students x %d problems = %d submissions, %d tests run\n", students, len(problems), subs, tests)
	fmt.Printf("compile %.1f s + tests %.1f s of wall time, over %d cores: ideal %.1f s\n",
		float64(compileMS)/1000, float64(testMS)/1000, cores, ideal.Seconds())
	fmt.Printf("cham grade: %.1f s   ratio to the ideal: %.2f\n", wall.Seconds(), wall.Seconds()/ideal.Seconds())
	return nil
}

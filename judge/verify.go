package judge

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/cham-judge/cham/judge/problem"
	"github.com/cham-judge/cham/judge/verdict"
)

// expectedBySubmissionFolder is the verdict a package's known submissions
// must get, by the folder they are in (the Kattis names).
var expectedBySubmissionFolder = map[string]verdict.Verdict{
	"accepted":              verdict.AC,
	"wrong_answer":          verdict.WA,
	"presentation_error":    verdict.PE,
	"time_limit_exceeded":   verdict.TLE,
	"memory_limit_exceeded": verdict.MLE,
	"output_limit_exceeded": verdict.OLE,
	"run_time_error":        verdict.RE,
	"compile_error":         verdict.CE,
}

// VerifySubmissions judges the package's known submissions
// (submissions/accepted/*, submissions/wrong_answer/*, ...: the Kattis
// layout) and reports each one whose verdict is not the one its folder
// says. said, when set, is told each submission's verdict.
func (j *Judge) VerifySubmissions(ctx context.Context, p *problem.Problem, said func(file string, v verdict.Verdict, msg string)) ([]problem.Finding, error) {
	var files []string
	_ = fs.WalkDir(p.FS, "submissions", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, name)
		}
		return nil
	})
	sort.Strings(files)
	var out []problem.Finding
	for _, name := range files {
		folder := path.Base(path.Dir(name))
		want, ok := expectedBySubmissionFolder[folder]
		where := p.Location() + "/" + name
		if !ok {
			out = append(out, problem.Finding{File: where, Warning: true,
				Message: fmt.Sprintf("in submissions/%s, which says no verdict (folders: accepted, wrong_answer, time_limit_exceeded, run_time_error, ...)", folder)})
			continue
		}
		data, err := fs.ReadFile(p.FS, name)
		if err != nil {
			return out, err
		}
		got, msg, err := j.JudgeAll(ctx, p, Source{Name: path.Base(name), Data: data})
		if err != nil {
			out = append(out, problem.Finding{File: where, Message: err.Error()})
			continue
		}
		if said != nil {
			said(name, got, msg)
		}
		if got != want {
			out = append(out, problem.Finding{File: where,
				Message: fmt.Sprintf("got %s, but it is in submissions/%s, which must get %s: %s", got, folder, want, msg)})
		}
	}
	return out, nil
}

// JudgeAll compiles src and runs it on every test of p: the overall verdict
// and the message of the first test not accepted (or the compiler's).
func (j *Judge) JudgeAll(ctx context.Context, p *problem.Problem, src Source) (verdict.Verdict, string, error) {
	prog, cr, err := j.Compile(ctx, src)
	if err != nil {
		return "", "", err
	}
	if !cr.OK {
		return verdict.CE, cr.Message, nil
	}
	results, err := j.Run(ctx, p, prog, nil, nil)
	if err != nil {
		return "", "", err
	}
	if r := FirstFailure(results); r != nil {
		return r.Verdict, r.Message, nil
	}
	return verdict.AC, "", nil
}

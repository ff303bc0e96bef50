// Package verdict names the outcomes of judging one program on one test,
// as every part of cham reports them.
//
// The order of the constants is the order of severity used when a whole
// submission is summed up in one word: the first test that is not AC decides.
package verdict

import "fmt"

// Verdict is the outcome of one test, or of a whole submission.
type Verdict string

const (
	AC  Verdict = "AC"  // accepted
	WA  Verdict = "WA"  // wrong answer
	PE  Verdict = "PE"  // presentation error: the output cannot be read as an answer
	TLE Verdict = "TLE" // time limit exceeded (CPU time, or wall time while idle)
	MLE Verdict = "MLE" // memory limit exceeded
	OLE Verdict = "OLE" // output limit exceeded
	RE  Verdict = "RE"  // runtime error: killed by a signal or a non-zero exit status
	CE  Verdict = "CE"  // compile error
	IE  Verdict = "IE"  // internal error: the judge's fault, never the student's
)

// All lists every verdict, in the order of the constants.
var All = []Verdict{AC, WA, PE, TLE, MLE, OLE, RE, CE, IE}

var descriptions = map[Verdict]string{
	AC:  "accepted",
	WA:  "wrong answer",
	PE:  "presentation error",
	TLE: "time limit exceeded",
	MLE: "memory limit exceeded",
	OLE: "output limit exceeded",
	RE:  "runtime error",
	CE:  "compile error",
	IE:  "internal error",
}

// Describe says the verdict in words, e.g. "wrong answer" for WA.
func (v Verdict) Describe() string {
	if d, ok := descriptions[v]; ok {
		return d
	}
	return string(v)
}

// Valid reports whether v is one of the known verdicts.
func (v Verdict) Valid() bool {
	_, ok := descriptions[v]
	return ok
}

// Parse turns "AC", "WA", ... into a Verdict.
func Parse(s string) (Verdict, error) {
	v := Verdict(s)
	if !v.Valid() {
		return "", fmt.Errorf("unknown verdict %q (want one of AC, WA, PE, TLE, MLE, OLE, RE, CE, IE)", s)
	}
	return v, nil
}

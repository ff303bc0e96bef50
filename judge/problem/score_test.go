package problem

import (
	"math"
	"strings"
	"testing"
)

func loadYAML(t *testing.T, yml string, tests ...string) (*Problem, error) {
	t.Helper()
	files := map[string]string{"problem.yaml": yml}
	for _, name := range tests {
		files["data/"+name+".in"] = "1\n"
		files["data/"+name+".ans"] = "1\n"
	}
	return LoadDir(writeFiles(t, files))
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestScoreGroups(t *testing.T) {
	p, err := loadYAML(t, `
cham:
  points: 100
  test_points: {"sample/*": 0}
  groups:
    - name: small
      tests: ["secret/a*"]
      points: 40
      scoring: all
    - name: big
      tests: ["secret/b*"]
      points: 30
      scoring: min
`, "sample/1", "secret/a1", "secret/a2", "secret/b1", "secret/b2", "secret/c1", "secret/c2")
	if err != nil {
		t.Fatal(err)
	}
	// Tests in order: sample/1, secret/a1, a2, b1, b2, c1, c2.
	wantPoints := []float64{0, 20, 20, 15, 15, 15, 15}
	for i, tc := range p.Tests {
		if !near(tc.Points, wantPoints[i]) {
			t.Errorf("%s: %v points, want %v", tc.Name, tc.Points, wantPoints[i])
		}
	}
	for _, tc := range []struct {
		scores  []float64
		total   float64
		perTest []float64
	}{
		{[]float64{1, 1, 1, 1, 1, 1, 1}, 100, []float64{0, 20, 20, 15, 15, 15, 15}},
		{[]float64{0, 1, 0.5, 1, 1, 1, 1}, 60, []float64{0, 0, 0, 15, 15, 15, 15}},              // small fails: all or nothing
		{[]float64{1, 1, 1, 1, 0.5, 1, 0}, 40 + 15 + 15, []float64{0, 20, 20, 7.5, 7.5, 15, 0}}, // big: the minimum
		{nil, 0, []float64{0, 0, 0, 0, 0, 0, 0}},
	} {
		total, per := p.Score(tc.scores)
		if !near(total, tc.total) {
			t.Errorf("Score(%v) total = %v, want %v", tc.scores, total, tc.total)
		}
		for i := range per {
			if !near(per[i], tc.perTest[i]) {
				t.Errorf("Score(%v) test %d = %v, want %v", tc.scores, i, per[i], tc.perTest[i])
			}
		}
	}
}

func TestScoreErrors(t *testing.T) {
	for _, tc := range []struct {
		yml  string
		want string
	}{
		{"cham:\n  test_points: {\"secret/9\": 5}\n", `problem.yaml:2: cham.test_points: "secret/9" matches no test`},
		{"cham:\n  points: 10\n  test_points: {\"secret/*\": 6}\n", "problem.yaml: test_points and groups give 12 points, more than the problem's 10 (cham.points)"},
		{"cham:\n  groups:\n    - tests: [\"secret/*\"]\n      points: 50\n", "problem.yaml: test_points and groups give 50 points and no test is left for the other 50 of cham.points 100"},
		{"cham:\n  groups:\n    - tests: [\"x/*\"]\n      points: 5\n", "problem.yaml:3: cham.groups: group 1 matches no test"},
		{"cham:\n  groups:\n    - tests: [\"secret/*\"]\n      scoring: sum\n", `problem.yaml:4: cham.groups.scoring: "sum" is neither all (all or nothing) nor min (the smallest test score)`},
		{"cham:\n  groups:\n    - points: 5\n", "problem.yaml:3: cham.groups[0]: no tests: give patterns such as [secret/small-*]"},
		{"cham:\n  test_points: {\"secret/1\": -1}\n", `problem.yaml:2: cham.test_points.secret/1: "-1" is not a number of points (0 or more)`},
	} {
		_, err := loadYAML(t, tc.yml, "secret/1", "secret/2")
		if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("%q: error = %v\nwant suffix %s", tc.yml, err, tc.want)
		}
	}
}

func TestScoreEqualShares(t *testing.T) {
	p, err := Builtin("queens")
	if err != nil {
		t.Fatal(err)
	}
	scores := make([]float64, len(p.Tests))
	for i := range scores {
		scores[i] = 1
	}
	scores[3] = 0.5
	total, _ := p.Score(scores)
	if want := 100 - 100.0/12/2; !near(total, want) {
		t.Errorf("total %v, want %v", total, want)
	}
}

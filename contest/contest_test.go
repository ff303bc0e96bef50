package contest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var langIDs = []string{"c", "cpp", "pascal", "python", "java", "go"}

func TestParse(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "contest.yaml")
	c, err := Parse(file, []byte(`
title: Kiểm tra đệ quy
start: 2025-05-01 08:00
duration: 90
problems: [queens, knight]
scoring: ICPC
freeze: 15m
feedback: first
languages: [c, cpp]
limits:
  submissions: 5
  interval: 30s
  source_kb: 32
`), langIDs)
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2025, 5, 1, 8, 0, 0, 0, time.Local)
	if !c.Start.Equal(want) || c.Duration != 90*time.Minute || c.Scoring != ICPC || c.Freeze != 15*time.Minute ||
		c.Feedback != FeedbackFirst || c.MaxSubmissions != 5 || c.Interval != 30*time.Second || c.MaxSourceBytes != 32<<10 {
		t.Errorf("parsed %+v", c)
	}
	if len(c.Problems) != 2 || c.Problems[0].ID != "queens" || c.Problems[1].ID != "knight" {
		t.Errorf("problems %v", c.Problems)
	}
	if !c.LanguageAllowed("cpp") || c.LanguageAllowed("python") {
		t.Errorf("languages %v", c.Languages)
	}
	if c.Title != "Kiểm tra đệ quy" || c.Penalty != DefaultPenalty {
		t.Errorf("title %q penalty %v", c.Title, c.Penalty)
	}
}

func TestParseEndAndDefaults(t *testing.T) {
	c, err := Parse("c.yaml", []byte("start: 2025-05-01T08:00:00+07:00\nend: 2025-05-01T10:00:00+07:00\nproblems: [queens-one]\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Duration != 2*time.Hour || c.Scoring != IOI || c.Feedback != FeedbackFull || c.MaxSourceBytes != DefaultSourceBytes {
		t.Errorf("got %+v", c)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, yaml, want string
	}{
		{"unknown key", "duration: 1h\nproblems: [queens]\nscoring_style: ioi\n", "c.yaml:3: unknown key \"scoring_style\""},
		{"bad problem", "duration: 1h\nproblems:\n  - queens\n  - quens\n", "c.yaml:4: problem \"quens\": unknown problem"},
		{"twice", "duration: 1h\nproblems: [queens, queens]\n", "c.yaml:2: problem \"queens\" is listed twice"},
		{"bad scoring", "duration: 1h\nproblems: [queens]\nscoring: acm\n", "c.yaml:3: scoring: \"acm\" is not a scoring style"},
		{"bad feedback", "duration: 1h\nproblems: [queens]\nfeedback: all\n", "c.yaml:3: feedback: \"all\""},
		{"bad duration", "duration: soon\nproblems: [queens]\n", "c.yaml:1: duration: \"soon\" is not a duration"},
		{"bad start", "start: tomorrow\nduration: 1h\nproblems: [queens]\n", "c.yaml:1: start: \"tomorrow\" is not a time"},
		{"no problems", "duration: 1h\n", "no problems"},
		{"no duration", "problems: [queens]\n", "no duration"},
		{"end and duration", "start: 2025-05-01 08:00\nproblems: [queens]\nduration: 1h\nend: 2025-05-01 09:00\n", "c.yaml:4: give end or duration, not both (duration is on line 3)"},
		{"end before start", "start: 2025-05-01 08:00\nend: 2025-05-01 07:00\nproblems: [queens]\n", "c.yaml:2: end 2025-05-01 07:00 is not after start"},
		{"freeze too long", "duration: 1h\nfreeze: 2h\nproblems: [queens]\n", "c.yaml:2: freeze 2h0m0s is not shorter"},
		{"unknown language", "duration: 1h\nproblems: [queens]\nlanguages: [c, rust]\n", "c.yaml:3: languages: unknown language \"rust\""},
		{"bad limit", "duration: 1h\nproblems: [queens]\nlimits:\n  submissions: many\n", "c.yaml:4: limits: submissions: \"many\""},
		{"unknown limit", "duration: 1h\nproblems: [queens]\nlimits:\n  memory: 5\n", "c.yaml:4: limits: unknown key \"memory\""},
		{"twice key", "duration: 1h\nproblems: [queens]\nduration: 2h\n", "c.yaml:3: \"duration\" is given twice (first on line 1)"},
		{"not yaml", "duration: [1h\n", "c.yaml: "},
		{"a list", "- queens\n", "c.yaml:1: expected keys and values"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("c.yaml", []byte(tt.yaml), langIDs)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestLoadFolderAndPackage(t *testing.T) {
	dir := t.TempDir()
	// A package folder beside the file, named like no built-in problem.
	pkg := filepath.Join(dir, "tong")
	os.MkdirAll(filepath.Join(pkg, "data", "secret"), 0o755)
	os.WriteFile(filepath.Join(pkg, "problem.yaml"), []byte("name: Tổng\n"), 0o644)
	os.WriteFile(filepath.Join(pkg, "data", "secret", "1.in"), []byte("1 2\n"), 0o644)
	os.WriteFile(filepath.Join(pkg, "data", "secret", "1.ans"), []byte("3\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "contest.yaml"), []byte("duration: 45m\nproblems: [./tong, queens]\n"), 0o644)
	c, err := Load(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Problems[0].ID != "tong" || c.Problems[0].Dir == "" || c.Problem("queens") == nil || c.Problem("knight") != nil {
		t.Errorf("problems %v", c.Problems)
	}
	if c.Path != filepath.Join(dir, "contest.yaml") || DefaultDB(c.Path) != filepath.Join(dir, "cham.db") {
		t.Errorf("path %s", c.Path)
	}
	if _, err := Load(t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "a folder without contest.yaml") {
		t.Errorf("empty folder: %v", err)
	}
}

func TestClock(t *testing.T) {
	c := &Contest{Duration: time.Hour, Freeze: 10 * time.Minute}
	start := time.Date(2025, 5, 1, 8, 0, 0, 0, time.UTC)
	k := c.ClockFrom(start, 15*time.Minute)
	if !k.End.Equal(start.Add(75*time.Minute)) || !k.FreezeAt.Equal(start.Add(65*time.Minute)) {
		t.Errorf("clock %+v", k)
	}
	for _, tt := range []struct {
		at     time.Duration
		phase  Phase
		frozen bool
	}{{-time.Second, Before, false}, {0, Running, false}, {65 * time.Minute, Running, true}, {75 * time.Minute, Over, true}} {
		if got := k.Phase(start.Add(tt.at)); got != tt.phase {
			t.Errorf("at %v: phase %v, want %v", tt.at, got, tt.phase)
		}
		if got := k.Frozen(start.Add(tt.at)); got != tt.frozen {
			t.Errorf("at %v: frozen %v", tt.at, got)
		}
	}
}

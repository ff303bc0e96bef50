// Package contest describes a contest run in a room: its settings, read
// from a YAML file whose mistakes are said with their line; the scoreboard,
// computed from the attempts by pure functions (IOI or ICPC scoring, ties,
// first solves, the freeze); and the accounts of the students, read from a
// CSV file, with generated passwords and a sheet to print and hand out.
//
// A contest file:
//
//	title: Kiểm tra đệ quy - lớp 11A
//	start: 2025-05-01 08:00      # local time; left out: when `cham serve` first starts
//	duration: 90m                # or end: 2025-05-01 09:30
//	problems: [queens, knight, ./bai-cua-thay]   # built-in ids or package folders
//	scoring: ioi                 # ioi: the sum of each problem's best score;
//	                             # icpc: problems solved, then penalty minutes
//	penalty: 20m                 # icpc: for each rejected try before the first accepted
//	freeze: 15m                  # the public scoreboard stops changing 15 minutes before the end
//	feedback: full               # full | first (the first failing test only) | verdict
//	languages: [c, cpp, pascal, python]   # left out: every language cham knows
//	limits:
//	  submissions: 50            # per student and problem
//	  interval: 10s              # between two submissions of a student
//	  source_kb: 64              # the largest source accepted
package contest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/cham-judge/cham/judge/problem"
)

// Scoring is how the scoreboard ranks.
type Scoring string

const (
	IOI  Scoring = "ioi"  // the sum of each problem's best score
	ICPC Scoring = "icpc" // problems solved, then penalty minutes
)

// Feedback is how much a student sees of the judgement of a submission.
type Feedback string

const (
	FeedbackFull    Feedback = "full"    // every test: verdict, time, memory, message, board
	FeedbackFirst   Feedback = "first"   // the tests up to the first failing one, its message and board
	FeedbackVerdict Feedback = "verdict" // the verdict and the points only
)

// Defaults of a contest file.
const (
	DefaultPenalty        = 20 * time.Minute
	DefaultSubmissions    = 50
	DefaultInterval       = 10 * time.Second
	DefaultSourceBytes    = 64 << 10
	MaxSourceBytesAllowed = 1 << 20
)

// FileName is the name of the contest file looked for in a folder.
var FileNames = []string{"contest.yaml", "contest.yml"}

// Contest is a loaded contest file.
type Contest struct {
	Title    string
	Start    time.Time // zero: when the server first starts
	Duration time.Duration
	Problems []*problem.Problem // in the order of the file
	Scoring  Scoring
	Penalty  time.Duration // ICPC: for each rejected try before the first accepted
	Freeze   time.Duration // the scoreboard is frozen for this long before the end; 0: never
	Feedback Feedback
	// Languages are the lang ids allowed; empty: every one.
	Languages      []string
	MaxSubmissions int           // per student and problem; 0: no limit
	Interval       time.Duration // between two submissions of one student
	MaxSourceBytes int64

	Path string // the contest file
}

// Find names the contest file of a path: the path itself when it is a
// file, contest.yaml (or .yml) inside it when it is a folder.
func Find(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("contest %s: %w", path, unwrap(err))
	}
	if !st.IsDir() {
		return path, nil
	}
	for _, name := range FileNames {
		f := filepath.Join(path, name)
		if _, err := os.Stat(f); err == nil {
			return f, nil
		}
	}
	return "", fmt.Errorf("contest %s: a folder without %s", path, strings.Join(FileNames, " or "))
}

// DefaultDB is the database of a contest file: cham.db beside it.
func DefaultDB(contestFile string) string {
	return filepath.Join(filepath.Dir(contestFile), "cham.db")
}

func unwrap(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Load reads a contest file, or the contest.yaml of a folder, and loads its
// problems: built-in ids, or package folders relative to the file. Every
// mistake is said with the file's name and line. knownLanguages, when not
// nil, are the lang ids the languages list may name.
func Load(path string, knownLanguages []string) (*Contest, error) {
	file, err := Find(path)
	if err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("contest %s: %w", file, unwrap(err))
	}
	return Parse(file, raw, knownLanguages)
}

// parser reads one contest file.
type parser struct {
	file string
	c    *Contest
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) error {
	line := ""
	if n != nil && n.Line > 0 {
		line = fmt.Sprintf(":%d", n.Line)
	}
	return fmt.Errorf("%s%s: %s", p.file, line, fmt.Sprintf(format, args...))
}

var topKeys = []string{"title", "start", "end", "duration", "problems", "scoring", "penalty", "freeze",
	"feedback", "languages", "limits"}
var limitKeys = []string{"submissions", "interval", "source_kb"}

// Parse reads the text of a contest file named file (for messages and to
// find package folders relative to it).
func Parse(file string, raw []byte, knownLanguages []string) (*Contest, error) {
	p := &parser{file: file, c: &Contest{
		Scoring: IOI, Penalty: DefaultPenalty, Feedback: FeedbackFull,
		MaxSubmissions: DefaultSubmissions, Interval: DefaultInterval, MaxSourceBytes: DefaultSourceBytes,
		Path: file,
	}}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("%s: %s", file, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(doc.Content) == 0 {
		return nil, p.errorf(nil, "empty file: a contest needs at least its problems and a duration")
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, p.errorf(root, "expected keys and values (title: ..., problems: [...]), found %s", kindName(root))
	}
	var endNode, durationNode, problemsNode *yaml.Node
	var end time.Time
	seen := map[string]*yaml.Node{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if prev, dup := seen[k.Value]; dup {
			return nil, p.errorf(k, "%q is given twice (first on line %d)", k.Value, prev.Line)
		}
		seen[k.Value] = k
		var err error
		switch k.Value {
		case "title":
			p.c.Title, err = p.scalar(v, "title")
		case "start":
			p.c.Start, err = p.time(v, "start")
		case "end":
			endNode = v
			end, err = p.time(v, "end")
		case "duration":
			durationNode = v
			p.c.Duration, err = p.duration(v, "duration")
			if err == nil && p.c.Duration <= 0 {
				err = p.errorf(v, "duration: must be more than 0, got %q", v.Value)
			}
		case "problems":
			problemsNode = v
			err = p.problems(v)
		case "scoring":
			var s string
			if s, err = p.scalar(v, "scoring"); err == nil {
				switch Scoring(strings.ToLower(s)) {
				case IOI, ICPC:
					p.c.Scoring = Scoring(strings.ToLower(s))
				default:
					err = p.errorf(v, "scoring: %q is not a scoring style (want ioi or icpc)", s)
				}
			}
		case "penalty":
			p.c.Penalty, err = p.duration(v, "penalty")
		case "freeze":
			p.c.Freeze, err = p.duration(v, "freeze")
		case "feedback":
			var s string
			if s, err = p.scalar(v, "feedback"); err == nil {
				switch Feedback(strings.ToLower(s)) {
				case FeedbackFull, FeedbackFirst, FeedbackVerdict:
					p.c.Feedback = Feedback(strings.ToLower(s))
				default:
					err = p.errorf(v, "feedback: %q is not a feedback level (want full, first or verdict)", s)
				}
			}
		case "languages":
			err = p.languages(v, knownLanguages)
		case "limits":
			err = p.limits(v)
		default:
			err = p.errorf(k, "unknown key %q (known: %s)", k.Value, strings.Join(topKeys, ", "))
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case problemsNode == nil:
		return nil, p.errorf(root, "no problems: add e.g. `problems: [queens, knight]`")
	case endNode != nil && durationNode != nil:
		return nil, p.errorf(endNode, "give end or duration, not both (duration is on line %d)", durationNode.Line)
	case endNode != nil && p.c.Start.IsZero():
		return nil, p.errorf(endNode, "end needs a start; without a start, give a duration")
	case endNode != nil:
		if !end.After(p.c.Start) {
			return nil, p.errorf(endNode, "end %s is not after start %s", end.Format("2006-01-02 15:04"), p.c.Start.Format("2006-01-02 15:04"))
		}
		p.c.Duration = end.Sub(p.c.Start)
	case durationNode == nil:
		return nil, p.errorf(root, "no duration: add e.g. `duration: 90m` (or an end time)")
	}
	if p.c.Freeze >= p.c.Duration {
		return nil, p.errorf(seen["freeze"], "freeze %s is not shorter than the contest (%s)", p.c.Freeze, p.c.Duration)
	}
	if p.c.Title == "" {
		p.c.Title = strings.TrimSuffix(filepath.Base(filepath.Dir(absOr(file))), "/")
	}
	return p.c, nil
}

func absOr(f string) string {
	if a, err := filepath.Abs(f); err == nil {
		return a
	}
	return f
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.MappingNode:
		return "keys and values"
	case yaml.ScalarNode:
		return fmt.Sprintf("%q", n.Value)
	}
	return "something else"
}

func (p *parser) scalar(n *yaml.Node, key string) (string, error) {
	if n.Kind != yaml.ScalarNode {
		return "", p.errorf(n, "%s: expected one value, found %s", key, kindName(n))
	}
	return strings.TrimSpace(n.Value), nil
}

var timeLayouts = []string{"2006-01-02 15:04", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02T15:04:05"}

func (p *parser) time(n *yaml.Node, key string) (time.Time, error) {
	s, err := p.scalar(n, key)
	if err != nil {
		return time.Time{}, err
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	for _, layout := range timeLayouts {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, nil
		}
	}
	return time.Time{}, p.errorf(n, "%s: %q is not a time (write e.g. 2025-05-01 08:00, local time)", key, s)
}

// duration reads 90m, 1h30m, 45s, or a plain number of minutes.
func (p *parser) duration(n *yaml.Node, key string) (time.Duration, error) {
	s, err := p.scalar(n, key)
	if err != nil {
		return 0, err
	}
	if m, err := strconv.Atoi(s); err == nil && m >= 0 {
		return time.Duration(m) * time.Minute, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, p.errorf(n, "%s: %q is not a duration (write e.g. 90m, 1h30m, or a number of minutes)", key, s)
	}
	return d, nil
}

func (p *parser) problems(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return p.errorf(n, "problems: expected a list like [queens, knight], found %s", kindName(n))
	}
	if len(n.Content) == 0 {
		return p.errorf(n, "problems: the list is empty")
	}
	ids := map[string]int{}
	for _, item := range n.Content {
		s, err := p.scalar(item, "problems")
		if err != nil {
			return err
		}
		ref := s
		if strings.ContainsAny(s, `/\`) || strings.HasPrefix(s, ".") {
			if !filepath.IsAbs(s) {
				ref = filepath.Join(filepath.Dir(p.file), s)
			}
		} else if st, err := os.Stat(filepath.Join(filepath.Dir(p.file), s)); err == nil && st.IsDir() {
			ref = filepath.Join(filepath.Dir(p.file), s) // a package folder beside the file wins
		}
		prob, err := problem.Open(ref)
		if err != nil {
			return p.errorf(item, "problem %q: %v", s, err)
		}
		if line, dup := ids[prob.ID]; dup {
			return p.errorf(item, "problem %q is listed twice (first on line %d)", prob.ID, line)
		}
		ids[prob.ID] = item.Line
		p.c.Problems = append(p.c.Problems, prob)
	}
	return nil
}

func (p *parser) languages(n *yaml.Node, known []string) error {
	if n.Kind != yaml.SequenceNode {
		return p.errorf(n, "languages: expected a list like [c, cpp, pascal], found %s", kindName(n))
	}
	for _, item := range n.Content {
		s, err := p.scalar(item, "languages")
		if err != nil {
			return err
		}
		s = strings.ToLower(s)
		if known != nil && !contains(known, s) {
			return p.errorf(item, "languages: unknown language %q (known: %s)", s, strings.Join(known, ", "))
		}
		p.c.Languages = append(p.c.Languages, s)
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (p *parser) limits(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return p.errorf(n, "limits: expected keys and values (submissions: 50), found %s", kindName(n))
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch k.Value {
		case "submissions", "source_kb":
			s, err := p.scalar(v, k.Value)
			if err != nil {
				return err
			}
			x, err := strconv.Atoi(s)
			if err != nil || x < 0 {
				return p.errorf(v, "limits: %s: %q is not a whole number of 0 or more", k.Value, s)
			}
			if k.Value == "submissions" {
				p.c.MaxSubmissions = x
			} else {
				if x == 0 || int64(x)<<10 > MaxSourceBytesAllowed {
					return p.errorf(v, "limits: source_kb: %d is out of range (1 to %d)", x, MaxSourceBytesAllowed>>10)
				}
				p.c.MaxSourceBytes = int64(x) << 10
			}
		case "interval":
			d, err := p.duration(v, "limits: interval")
			if err != nil {
				return err
			}
			p.c.Interval = d
		default:
			return p.errorf(k, "limits: unknown key %q (known: %s)", k.Value, strings.Join(limitKeys, ", "))
		}
	}
	return nil
}

// LanguageAllowed reports whether the contest accepts programs in lang id.
func (c *Contest) LanguageAllowed(id string) bool {
	return len(c.Languages) == 0 || contains(c.Languages, id)
}

// Problem finds a problem of the contest by id; nil if it is not one.
func (c *Contest) Problem(id string) *problem.Problem {
	for _, p := range c.Problems {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// Clock is a contest's times once its start is known, with the teacher's
// extension.
type Clock struct {
	Start    time.Time
	End      time.Time // with the extension
	FreezeAt time.Time // zero: no freeze
}

// ClockFrom gives the times of a contest started at start (the file's, or
// the server's first start) and extended by extra.
func (c *Contest) ClockFrom(start time.Time, extra time.Duration) Clock {
	end := start.Add(c.Duration + extra)
	clk := Clock{Start: start, End: end}
	if c.Freeze > 0 {
		clk.FreezeAt = end.Add(-c.Freeze)
	}
	return clk
}

// Phase says where a time is in the contest: before, running or over.
func (k Clock) Phase(t time.Time) Phase {
	switch {
	case t.Before(k.Start):
		return Before
	case t.Before(k.End):
		return Running
	}
	return Over
}

// Frozen reports whether the public scoreboard is frozen at t (unless the
// teacher has unfrozen it).
func (k Clock) Frozen(t time.Time) bool {
	return !k.FreezeAt.IsZero() && !t.Before(k.FreezeAt)
}

// Phase is a part of a contest's life.
type Phase int

const (
	Before Phase = iota
	Running
	Over
)

func (ph Phase) String() string {
	return [...]string{"before", "running", "over"}[ph]
}

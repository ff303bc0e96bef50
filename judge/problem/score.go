package problem

import (
	"fmt"
	"math"
	"path"
	"strings"

	"gopkg.in/yaml.v3"
)

// Group is a set of tests scored together: a subtask.
type Group struct {
	Name    string
	Tests   []int   // indexes into Problem.Tests
	Points  float64 // the group's worth
	Scoring Scoring
}

// Scoring is how a group turns its tests' scores into points.
type Scoring string

const (
	// ScoringAll gives the group's points only when every test is fully
	// right (all or nothing).
	ScoringAll Scoring = "all"
	// ScoringMin gives the group's points times the smallest score of its
	// tests (partial points from validators count).
	ScoringMin Scoring = "min"
)

// rawGroup is a group as problem.yaml gives it, before the tests are known.
type rawGroup struct {
	node    *yaml.Node
	name    string
	tests   []string // patterns on test names, as path.Match takes them
	points  float64
	scoring Scoring
}

type rawTestPoints struct {
	node    *yaml.Node
	pattern string
	points  float64
}

func (p *Problem) parseTestPoints(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return p.configError(n, "cham.test_points: expected a mapping of test names (or patterns like sample/*) to points")
	}
	for k, v := range pairs(n) {
		if _, err := path.Match(k.Value, ""); err != nil {
			return p.configError(k, "cham.test_points: %q is not a valid pattern", k.Value)
		}
		pts, err := p.nonNegative(v, "cham.test_points."+k.Value)
		if err != nil {
			return err
		}
		p.testPoints = append(p.testPoints, rawTestPoints{k, k.Value, pts})
	}
	return nil
}

func (p *Problem) parseGroups(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return p.configError(n, "cham.groups: expected a list of groups, each with tests, points and scoring")
	}
	for i, g := range n.Content {
		if g.Kind != yaml.MappingNode {
			return p.configError(g, "cham.groups[%d]: expected a mapping with tests, points and scoring", i)
		}
		rg := rawGroup{node: g, name: fmt.Sprintf("group %d", i+1), scoring: ScoringAll}
		for k, v := range pairs(g) {
			var err error
			switch k.Value {
			case "name":
				rg.name, err = p.scalar(v, "cham.groups.name")
			case "tests":
				rg.tests, err = p.stringList(v, "cham.groups.tests")
			case "points":
				rg.points, err = p.nonNegative(v, "cham.groups.points")
			case "scoring":
				var s string
				if s, err = p.scalar(v, "cham.groups.scoring"); err == nil {
					rg.scoring = Scoring(s)
					if rg.scoring != ScoringAll && rg.scoring != ScoringMin {
						err = p.configError(v, "cham.groups.scoring: %q is neither all (all or nothing) nor min (the smallest test score)", s)
					}
				}
			default:
				err = p.configError(k, "cham.groups.%s: unknown setting (known: name, tests, points, scoring)", k.Value)
			}
			if err != nil {
				return err
			}
		}
		if len(rg.tests) == 0 {
			return p.configError(g, "cham.groups[%d]: no tests: give patterns such as [secret/small-*]", i)
		}
		for _, pat := range rg.tests {
			if _, err := path.Match(pat, ""); err != nil {
				return p.configError(g, "cham.groups[%d]: %q is not a valid pattern", i, pat)
			}
		}
		p.rawGroups = append(p.rawGroups, rg)
	}
	return nil
}

func (p *Problem) nonNegative(n *yaml.Node, key string) (float64, error) {
	s, err := p.scalar(n, key)
	if err != nil {
		return 0, err
	}
	var f float64
	if _, err := fmt.Sscanf(s, "%g", &f); err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) || strings.TrimSpace(s) != s {
		return 0, p.configError(n, "%s: %q is not a number of points (0 or more)", key, s)
	}
	return f, nil
}

func matchAny(patterns []string, name string) bool {
	for _, pat := range patterns {
		if ok, _ := path.Match(pat, name); ok {
			return true
		}
	}
	return false
}

// assignPoints gives every test its points: explicit test_points first,
// then groups, and the rest of the problem's points shared equally by the
// remaining tests. Every point must go to some test.
func (p *Problem) assignPoints() error {
	assigned := make([]bool, len(p.Tests))
	given := 0.0
	for _, tp := range p.testPoints {
		found := false
		for i, t := range p.Tests {
			if ok, _ := path.Match(tp.pattern, t.Name); ok && !assigned[i] {
				p.Tests[i].Points, assigned[i], found = tp.points, true, true
				given += tp.points
			}
		}
		if !found {
			return p.configError(tp.node, "cham.test_points: %q matches no test", tp.pattern)
		}
	}
	for _, rg := range p.rawGroups {
		g := Group{Name: rg.name, Points: rg.points, Scoring: rg.scoring}
		for i, t := range p.Tests {
			if matchAny(rg.tests, t.Name) {
				if assigned[i] {
					return p.configError(rg.node, "cham.groups: test %s of %s already has its points (in test_points or another group)", t.Name, rg.name)
				}
				assigned[i] = true
				g.Tests = append(g.Tests, i)
			}
		}
		if len(g.Tests) == 0 {
			return p.configError(rg.node, "cham.groups: %s matches no test", rg.name)
		}
		for _, i := range g.Tests {
			p.Tests[i].Points = g.Points / float64(len(g.Tests))
		}
		given += g.Points
		p.Groups = append(p.Groups, g)
	}
	var rest []int
	for i := range p.Tests {
		if !assigned[i] {
			rest = append(rest, i)
		}
	}
	left := p.Points - given
	const eps = 1e-9
	switch {
	case left < -eps:
		return p.configError(nil, "test_points and groups give %g points, more than the problem's %g (cham.points)", given, p.Points)
	case len(rest) == 0 && left > eps && len(p.Tests) > 0:
		return p.configError(nil, "test_points and groups give %g points and no test is left for the other %g of cham.points %g", given, left, p.Points)
	}
	for _, i := range rest {
		p.Tests[i].Points = left / float64(len(rest))
	}
	return nil
}

// Score turns the scores of the tests (fractions from 0 to 1, by test
// index) into points: the total, and each test's share of it. A test's share
// in an all-or-nothing group is 0 when the group fails; in a min group, its
// points times the group's smallest score.
func (p *Problem) Score(scores []float64) (total float64, perTest []float64) {
	perTest = make([]float64, len(p.Tests))
	inGroup := make([]bool, len(p.Tests))
	for _, g := range p.Groups {
		factor := 1.0
		for _, i := range g.Tests {
			inGroup[i] = true
			s := at(scores, i)
			switch g.Scoring {
			case ScoringAll:
				if s < 1 {
					factor = 0
				}
			case ScoringMin:
				factor = math.Min(factor, s)
			}
		}
		for _, i := range g.Tests {
			perTest[i] = p.Tests[i].Points * factor
		}
	}
	for i := range p.Tests {
		if !inGroup[i] {
			perTest[i] = p.Tests[i].Points * at(scores, i)
		}
	}
	for i, v := range perTest {
		total += v
		perTest[i] = roundPoints(v)
	}
	return roundPoints(total), perTest
}

// roundPoints drops the float noise of shares: 12 tests of 100/12 points
// make 100, not 99.99999999999999.
func roundPoints(x float64) float64 { return math.Round(x*1e6) / 1e6 }

func at(scores []float64, i int) float64 {
	if i < len(scores) && scores[i] > 0 {
		return math.Min(scores[i], 1)
	}
	return 0
}

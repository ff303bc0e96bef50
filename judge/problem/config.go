package problem

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// configError is a mistake in problem.yaml, said with its line.
func (p *Problem) configError(n *yaml.Node, format string, args ...any) error {
	line := ""
	if n != nil && n.Line > 0 {
		line = fmt.Sprintf(":%d", n.Line)
	}
	return fmt.Errorf("%s%s: %s", p.path("problem.yaml"), line, fmt.Sprintf(format, args...))
}

// parseConfig reads problem.yaml into p. Kattis keys it does not use are
// ignored; keys under `cham` must all be known, so that a typo is caught.
func parseConfig(p *Problem, raw []byte) error {
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return fmt.Errorf("%s: %s", p.path("problem.yaml"), strings.TrimPrefix(err.Error(), "yaml: "))
	}
	p.Names = map[string]string{}
	p.Stdio = true
	p.Checker = "tokens"
	p.TimeLimit = DefaultTimeLimit
	p.MemoryLimit = DefaultMemoryLimit
	p.Points = DefaultPoints
	if len(doc.Content) == 0 { // an empty file: every default
		return nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return p.configError(root, "expected a mapping of keys to values")
	}
	var validatorFlags string
	for key, val := range pairs(root) {
		var err error
		switch key.Value {
		case "name":
			err = p.parseNames(val)
		case "source":
			p.Source, err = p.scalar(val, "source")
		case "validator_flags":
			validatorFlags, err = p.scalar(val, "validator_flags")
		case "limits":
			err = p.parseLimits(val)
		case "cham":
			err = p.parseCham(val)
		}
		if err != nil {
			return err
		}
	}
	if _, ok := findKey(root, "cham"); !ok && validatorFlags != "" {
		p.CheckerFlags = strings.Fields(validatorFlags)
	}
	return nil
}

// pairs iterates over the keys and values of a mapping node.
func pairs(m *yaml.Node) func(yield func(k, v *yaml.Node) bool) {
	return func(yield func(k, v *yaml.Node) bool) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			if !yield(m.Content[i], m.Content[i+1]) {
				return
			}
		}
	}
}

func findKey(m *yaml.Node, key string) (*yaml.Node, bool) {
	for k, v := range pairs(m) {
		if k.Value == key {
			return v, true
		}
	}
	return nil, false
}

func (p *Problem) scalar(n *yaml.Node, key string) (string, error) {
	if n.Kind != yaml.ScalarNode {
		return "", p.configError(n, "%s: expected a single value", key)
	}
	return n.Value, nil
}

// parseNames accepts the legacy Kattis `name: Title` and the newer map of
// languages `name: {en: Title, vi: Tên}`.
func (p *Problem) parseNames(n *yaml.Node) error {
	switch n.Kind {
	case yaml.ScalarNode:
		p.Names["en"] = n.Value
	case yaml.MappingNode:
		for k, v := range pairs(n) {
			s, err := p.scalar(v, "name."+k.Value)
			if err != nil {
				return err
			}
			p.Names[k.Value] = s
		}
	default:
		return p.configError(n, "name: expected a title or a map of language codes to titles")
	}
	return nil
}

func (p *Problem) parseLimits(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return p.configError(n, "limits: expected a mapping")
	}
	for k, v := range pairs(n) {
		switch k.Value {
		case "time_limit":
			secs, err := p.positive(v, "limits.time_limit", "seconds")
			if err != nil {
				return err
			}
			p.TimeLimit = time.Duration(secs * float64(time.Second))
		case "memory":
			mib, err := p.positive(v, "limits.memory", "MiB")
			if err != nil {
				return err
			}
			p.MemoryLimit = int64(mib * (1 << 20))
		}
	}
	return nil
}

func (p *Problem) positive(n *yaml.Node, key, unit string) (float64, error) {
	s, err := p.scalar(n, key)
	if err != nil {
		return 0, err
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f <= 0 || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, p.configError(n, "%s: %q is not a positive number of %s", key, s, unit)
	}
	return f, nil
}

var chamKeys = []string{"input_file", "output_file", "stdio", "checker", "checker_flags", "solver", "points", "test_points", "groups"}

func (p *Problem) parseCham(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return p.configError(n, "cham: expected a mapping of cham's settings")
	}
	for k, v := range pairs(n) {
		var err error
		switch k.Value {
		case "input_file":
			p.InputFile, err = p.fileName(v, "cham.input_file")
		case "output_file":
			p.OutputFile, err = p.fileName(v, "cham.output_file")
		case "stdio":
			var s string
			if s, err = p.scalar(v, "cham.stdio"); err == nil {
				p.Stdio, err = strconv.ParseBool(s)
				if err != nil {
					err = p.configError(v, "cham.stdio: %q is neither true nor false", s)
				}
			}
		case "checker":
			p.Checker, err = p.scalar(v, "cham.checker")
		case "checker_flags":
			p.CheckerFlags, err = p.stringList(v, "cham.checker_flags")
		case "solver":
			p.Solver, err = p.scalar(v, "cham.solver")
		case "points":
			p.Points, err = p.positive(v, "cham.points", "points")
		case "test_points":
			err = p.parseTestPoints(v)
		case "groups":
			err = p.parseGroups(v)
		default:
			err = p.configError(k, "cham.%s: unknown setting (known: %s)", k.Value, strings.Join(chamKeys, ", "))
		}
		if err != nil {
			return err
		}
	}
	if !p.Stdio && p.InputFile == "" && p.OutputFile == "" {
		return p.configError(n, "cham: stdio is false but neither input_file nor output_file is set: the program could read nothing")
	}
	return nil
}

// fileName accepts a plain file name: the program's working folder holds it,
// so no path may lead anywhere else.
func (p *Problem) fileName(n *yaml.Node, key string) (string, error) {
	s, err := p.scalar(n, key)
	if err != nil {
		return "", err
	}
	if s == "" || s == "." || s == ".." || strings.ContainsAny(s, "/\\\x00") {
		return "", p.configError(n, "%s: %q is not a plain file name", key, s)
	}
	return s, nil
}

func (p *Problem) stringList(n *yaml.Node, key string) ([]string, error) {
	switch n.Kind {
	case yaml.ScalarNode:
		return strings.Fields(n.Value), nil
	case yaml.SequenceNode:
		var out []string
		for _, c := range n.Content {
			s, err := p.scalar(c, key)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	return nil, p.configError(n, "%s: expected a list", key)
}

// unwrapPath drops the *fs.PathError around err: the caller names the file.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func errorsIsNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

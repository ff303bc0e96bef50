package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed lets flags come after the arguments, as users type them
// (`cham test twice.cpp -p queens`): urfave/cli stops reading flags at the
// first argument, so the flags of the command are moved before them. A
// "--" ends the flags, as usual.
func interspersed(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := []string{args[0]}
	cmds := app.Commands
	i := 1
	var cmd *cli.Command
	for i < len(args) {
		c := findCommand(cmds, args[i])
		if c == nil {
			break
		}
		cmd = c
		out = append(out, args[i])
		cmds = c.Subcommands
		i++
	}
	if cmd == nil {
		return args
	}
	var flags, positional []string
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if takesValue(cmd, name) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return append(append(out, flags...), positional...)
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// takesValue says whether the command's flag called name reads the next
// argument as its value (every flag but a boolean one).
func takesValue(cmd *cli.Command, name string) bool {
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}

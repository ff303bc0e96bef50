package main

import (
	"errors"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/cham-judge/cham/contest"
	"github.com/cham-judge/cham/judge/store"
	"github.com/urfave/cli/v2"
)

var dbFlags = []cli.Flag{
	&cli.StringFlag{Name: "db", Usage: "the contest's database `FILE`"},
	&cli.StringFlag{Name: "contest", Usage: "the `CONTEST` file or folder, whose database is cham.db beside it"},
}

func usersCommand() *cli.Command {
	return &cli.Command{
		Name:  "users",
		Usage: "the accounts of a contest: import students, the teacher's account, list",
		Subcommands: []*cli.Command{
			{
				Name:      "import",
				Usage:     "add or update students from a CSV file, generating missing passwords",
				UsageText: "cham users import STUDENTS.csv (--contest CONTEST | --db FILE) [--sheet FILE] [--url URL]",
				Description: `STUDENTS.csv has one student a line: id,name or id,name,password (a first line
"id,name,password" is skipped; Excel's ";" works too). A missing password is
generated; the generated ones are written on a sheet to print and cut out
(--sheet, default passwords.html beside the CSV file). Importing again updates
names and passwords: a student left without a password gets a new one.

Example:
   cham users import lop11a.csv --contest kiemtra --url http://192.168.1.10:8080`,
				Flags: append([]cli.Flag{
					&cli.StringFlag{Name: "sheet", Usage: "the printable password sheet `FILE` (HTML)"},
					&cli.StringFlag{Name: "url", Usage: "the contest's address, printed on each card"},
				}, dbFlags...),
				Action: usersImport,
			},
			{
				Name:      "admin",
				Usage:     "make the teacher's account, or give it a new password",
				UsageText: "cham users admin (--contest CONTEST | --db FILE) [--id ID] [--password PW]",
				Flags: append([]cli.Flag{
					&cli.StringFlag{Name: "id", Usage: "the teacher's login", Value: "admin"},
					&cli.StringFlag{Name: "password", Usage: "the password (default: generated and printed)"},
				}, dbFlags...),
				Action: usersAdmin,
			},
			{
				Name:      "list",
				Usage:     "list the accounts",
				UsageText: "cham users list (--contest CONTEST | --db FILE)",
				Flags:     dbFlags,
				Action:    usersList,
			},
		},
	}
}

func openUsersDB(c *cli.Context) (*store.Store, error) {
	db, err := dbFor(c)
	if err != nil {
		return nil, err
	}
	return store.Open(db)
}

func usersImport(c *cli.Context) error {
	if c.NArg() != 1 {
		return failf("usage: %s", c.Command.UsageText)
	}
	csvPath := c.Args().First()
	f, err := os.Open(csvPath)
	if err != nil {
		return failf("%v", err)
	}
	users, err := contest.ReadUsers(f)
	f.Close()
	if err != nil {
		return failf("%s: %v", csvPath, err)
	}
	st, err := openUsersDB(c)
	if err != nil {
		return failf("%v", err)
	}
	defer st.Close()
	var generated []contest.User
	for _, u := range users {
		if a, err := st.Account(u.ID); err == nil && a.Admin {
			return failf("%s: %q is the teacher's account", csvPath, u.ID)
		}
		h, err := contest.HashPassword(u.Password, 0)
		if err != nil {
			return failf("%v", err)
		}
		if err := st.PutAccount(store.Account{ID: u.ID, Name: u.Name, PasswordHash: h}); err != nil {
			return failf("%v", err)
		}
		if u.Generated {
			generated = append(generated, u)
		}
	}
	fmt.Fprintf(c.App.Writer, "%d students imported, %d passwords generated\n", len(users), len(generated))
	if len(generated) == 0 {
		return nil
	}
	sheet := c.String("sheet")
	if sheet == "" {
		sheet = absPath(csvPath)
		sheet = sheet[:len(sheet)-len(extOf(sheet))] + "-passwords.html"
	}
	out, err := os.OpenFile(sheet, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return failf("--sheet: %v", err)
	}
	if err := contest.WritePasswordSheet(out, "cham", c.String("url"), generated); err != nil {
		out.Close()
		return failf("%v", err)
	}
	if err := out.Close(); err != nil {
		return failf("%v", err)
	}
	fmt.Fprintf(c.App.Writer, "the generated passwords are on %s: print it, cut it, hand it out (it is readable by you only)\n", sheet)
	return nil
}

func extOf(p string) string {
	for i := len(p) - 1; i >= 0 && p[i] != '/'; i-- {
		if p[i] == '.' {
			return p[i:]
		}
	}
	return ""
}

func usersAdmin(c *cli.Context) error {
	st, err := openUsersDB(c)
	if err != nil {
		return failf("%v", err)
	}
	defer st.Close()
	id := c.String("id")
	if err := contest.CheckID(id); err != nil {
		return failf("--id: %v", err)
	}
	if a, err := st.Account(id); err == nil && !a.Admin {
		return failf("%q is a student's account", id)
	} else if err != nil && !errors.Is(err, store.ErrNotFound) {
		return failf("%v", err)
	}
	pw := c.String("password")
	if pw == "" {
		pw = contest.GeneratePassword()
	} else if err := contest.CheckPassword(pw); err != nil {
		return failf("--password: %v", err)
	}
	h, err := contest.HashPassword(pw, 0)
	if err != nil {
		return failf("%v", err)
	}
	if err := st.PutAccount(store.Account{ID: id, Name: "Giáo viên", PasswordHash: h, Admin: true}); err != nil {
		return failf("%v", err)
	}
	if c.String("password") == "" {
		fmt.Fprintf(c.App.Writer, "the teacher's account: login %s, password %s\n", id, pw)
	} else {
		fmt.Fprintf(c.App.Writer, "the teacher's account %s has its new password\n", id)
	}
	return nil
}

func usersList(c *cli.Context) error {
	st, err := openUsersDB(c)
	if err != nil {
		return failf("%v", err)
	}
	defer st.Close()
	accounts, err := st.Accounts()
	if err != nil {
		return failf("%v", err)
	}
	tw := tabwriter.NewWriter(c.App.Writer, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tROLE")
	for _, a := range accounts {
		role := "student"
		if a.Admin {
			role = "teacher"
		}
		if a.Disabled {
			role += " (disabled)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", a.ID, a.Name, role)
	}
	return tw.Flush()
}

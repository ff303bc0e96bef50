package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/urfave/cli/v2"
)

var jsonFlag = &cli.BoolFlag{Name: "json", Usage: "print one JSON object for tools instead of text"}

var langFlag = &cli.StringFlag{
	Name:  "lang",
	Usage: "language of titles: en or vi",
	Value: defaultLang(),
}

// defaultLang is Vietnamese when the environment's locale is.
func defaultLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			if strings.HasPrefix(s, "vi") {
				return "vi"
			}
			return "en"
		}
	}
	return "en"
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// formatSeconds writes 1s as "1 s" and 1.5s as "1.5 s".
func formatSeconds(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.3f", d.Seconds()), "0"), ".") + " s"
}

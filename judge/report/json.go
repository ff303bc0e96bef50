package report

import (
	"encoding/json"
	"io"

	"github.com/cham-judge/cham/judge/store"
)

// writeJSON writes c as indented JSON, with the field names of package
// store. Characters such as < and & are written as they are, not escaped.
func writeJSON(w io.Writer, c *store.ClassView) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(c)
}

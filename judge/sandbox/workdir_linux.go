package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"sort"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// The judge reaches a container's working directory through a descriptor
// of it (opened from /proc/<pid>/cwd of a program started there), never by
// a path: nothing inside can redirect it. Files are opened without
// following symbolic links and only regular files are read, so a link to
// /etc/shadow left by a program reads as nothing. Programs are all dead
// when the judge reads.

// placeFiles writes the request's files into the working directory.
func placeFiles(wd *os.File, files []File) error {
	for _, f := range files {
		if err := placeFile(wd, f); err != nil {
			return fmt.Errorf("sandbox: placing %q in the working directory: %w", f.Name, err)
		}
	}
	return nil
}

func placeFile(wd *os.File, f File) error {
	dirfd := int(wd.Fd())
	elems := strings.Split(f.Name, "/")
	var closeDir []int
	defer func() {
		for _, fd := range closeDir {
			unix.Close(fd)
		}
	}()
	for _, e := range elems[:len(elems)-1] {
		if err := unix.Mkdirat(dirfd, e, 0o755); err != nil && !errors.Is(err, unix.EEXIST) {
			return err
		}
		fd, err := unix.Openat(dirfd, e, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if err != nil {
			return err
		}
		closeDir = append(closeDir, fd)
		dirfd = fd
	}
	mode := f.Mode.Perm()
	if mode == 0 {
		mode = 0o644
	}
	fd, err := unix.Openat(dirfd, elems[len(elems)-1], unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(mode))
	if err != nil {
		return err
	}
	file := os.NewFile(uintptr(fd), f.Name)
	defer file.Close()
	if err := file.Chmod(mode); err != nil { // not narrowed by the umask
		return err
	}
	_, err = file.Write(f.Data)
	return err
}

// collectFiles reads back the files matching the patterns, each up to limit
// bytes; over names the first file found larger than limit.
func collectFiles(wd *os.File, patterns []string, limit int64) (files map[string][]byte, over string, err error) {
	names := map[string]bool{}
	for _, p := range patterns {
		matches, err := globAt(int(wd.Fd()), "", strings.Split(p, "/"))
		if err != nil {
			return nil, "", err
		}
		for _, m := range matches {
			names[m] = true
		}
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	for _, n := range sorted {
		data, size, ok, err := readRegularAt(int(wd.Fd()), n, limit)
		if err != nil {
			return nil, "", fmt.Errorf("sandbox: collecting %q: %w", n, err)
		}
		if !ok {
			continue
		}
		if files == nil {
			files = map[string][]byte{}
		}
		files[n] = data
		if size > limit && over == "" {
			over = "file " + n
		}
	}
	return files, over, nil
}

// globAt lists the paths under dirfd matching the pattern elements, one
// element a level; prefix is the path of dirfd so far.
func globAt(dirfd int, prefix string, elems []string) ([]string, error) {
	elem, rest := elems[0], elems[1:]
	var names []string
	if !hasMeta(elem) {
		names = []string{elem}
	} else {
		all, err := listAt(dirfd)
		if err != nil {
			return nil, err
		}
		for _, n := range all {
			if ok, _ := path.Match(elem, n); ok {
				names = append(names, n)
			}
		}
	}
	var out []string
	for _, n := range names {
		if len(rest) == 0 {
			out = append(out, path.Join(prefix, n))
			continue
		}
		fd, err := unix.Openat(dirfd, n, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if err != nil {
			continue // not there, or not a directory
		}
		sub, err := globAt(fd, path.Join(prefix, n), rest)
		unix.Close(fd)
		if err != nil {
			return nil, err
		}
		out = append(out, sub...)
	}
	return out, nil
}

func hasMeta(s string) bool { return strings.ContainsAny(s, `*?[\`) }

// listAt lists the names in the directory dirfd.
func listAt(dirfd int) ([]string, error) {
	fd, err := unix.Openat(dirfd, ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	d := os.NewFile(uintptr(fd), ".")
	defer d.Close()
	return d.Readdirnames(-1)
}

// readRegularAt reads up to limit bytes of the regular file at rel; ok is
// false when there is none (missing, a link, a directory, a pipe ...).
func readRegularAt(dirfd int, rel string, limit int64) (data []byte, size int64, ok bool, err error) {
	elems := strings.Split(rel, "/")
	var opened []int
	defer func() {
		for _, fd := range opened {
			unix.Close(fd)
		}
	}()
	for _, e := range elems[:len(elems)-1] {
		fd, err := unix.Openat(dirfd, e, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if err != nil {
			return nil, 0, false, nil
		}
		opened = append(opened, fd)
		dirfd = fd
	}
	fd, err := unix.Openat(dirfd, elems[len(elems)-1], unix.O_RDONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, unix.ENOENT) || errors.Is(err, unix.ELOOP) || errors.Is(err, unix.ENXIO) || errors.Is(err, unix.EACCES) {
			return nil, 0, false, nil
		}
		return nil, 0, false, err
	}
	f := os.NewFile(uintptr(fd), rel)
	defer f.Close()
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return nil, 0, false, err
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return nil, 0, false, nil
	}
	data, err = readUpTo(f, st.Size, limit)
	return data, st.Size, err == nil, err
}

// readUpTo reads from the start of f at most limit bytes of its size.
func readUpTo(f *os.File, size, limit int64) ([]byte, error) {
	n := min(size, limit)
	buf := make([]byte, n)
	got, err := f.ReadAt(buf, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:got], nil
}

// removeContentsAt removes everything in the directory dirfd, as the judge
// (root), whatever the program made of it: modes, links, fifos, deep trees.
func removeContentsAt(dirfd int) error {
	names, err := listAt(dirfd)
	if err != nil {
		return err
	}
	var first error
	for _, n := range names {
		err := unix.Unlinkat(dirfd, n, 0)
		if errors.Is(err, unix.EISDIR) || errors.Is(err, unix.EPERM) {
			err = removeDirAt(dirfd, n)
		}
		if err != nil && !errors.Is(err, unix.ENOENT) && first == nil {
			first = fmt.Errorf("sandbox: emptying the container: %s: %w", n, err)
		}
	}
	return first
}

func removeDirAt(parent int, name string) error {
	fd, err := unix.Openat(parent, name, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return err
	}
	err = removeContentsAt(fd)
	unix.Close(fd)
	if err != nil {
		return err
	}
	return unix.Unlinkat(parent, name, unix.AT_REMOVEDIR)
}

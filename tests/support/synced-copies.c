// What a power cut leaves on disk, for tests/deploy/power-cut.test.ts: preloaded (LD_PRELOAD) into
// a database's processes, it copies a file under SYNCED_WATCH into the same place under
// SYNCED_COPIES (once that folder exists) each time the file is fsync'ed or fdatasync'ed, as it is
// at that moment, before the sync itself: what was written before the call (and whatever another
// process writes to it while the copy is made, which a real sync might have missed). A copy of
// the folder taken earlier, overlaid with these copies, is then the disk after a cut: what was
// written and never synced is gone. Directories are not copied: a synced file keeps its name.
// sync_file_range only starts writeback (PostgreSQL's hint), so it is not a sync. Built by the test with `cc`.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void make_parents(char *path) {
  for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
    *slash = '\0';
    mkdir(path, 0700);
    *slash = '/';
  }
}

/** Copies the file open at fd into SYNCED_COPIES, through a temporary name so a reader never sees half a copy. */
static void copy_synced(int fd) {
  const char *watch = getenv("SYNCED_WATCH"), *copies = getenv("SYNCED_COPIES");
  char link[64], path[PATH_MAX], target[PATH_MAX], partial[PATH_MAX + 32], buffer[1 << 16];
  struct stat info;
  if (!watch || !copies || access(copies, W_OK) != 0 || fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return;
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t length = readlink(link, path, sizeof path - 1);
  size_t prefix = strlen(watch);
  if (length <= 0) return;
  path[length] = '\0';
  if (strncmp(path, watch, prefix) != 0 || path[prefix] != '/') return;
  snprintf(target, sizeof target, "%s%s", copies, path + prefix);
  snprintf(partial, sizeof partial, "%s.partial-%d", target, getpid());
  make_parents(target);
  int out = open(partial, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (out < 0) return;
  off_t offset = 0;
  for (ssize_t got; (got = pread(fd, buffer, sizeof buffer, offset)) > 0; offset += got) {
    if (write(out, buffer, (size_t)got) != got) break;
  }
  close(out);
  rename(partial, target);
}

int fsync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  copy_synced(fd);
  return real(fd);
}

int fdatasync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  copy_synced(fd);
  return real(fd);
}

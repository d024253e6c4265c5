#ifndef AVANUES_SPAWN_TOOLS_H
#define AVANUES_SPAWN_TOOLS_H

#include <spawn.h>

/// posix_spawn_file_actions_addclosefrom_np (glibc 2.34+): every descriptor from `low` up is closed in the child.
int avn_spawn_close_from(posix_spawn_file_actions_t *actions, int low);

/// pipe2 with O_CLOEXEC: neither end leaks into a program another thread starts meanwhile.
int avn_pipe_cloexec(int fds[2]);

#endif

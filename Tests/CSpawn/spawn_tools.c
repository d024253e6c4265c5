// GNU extensions Swift's Glibc module does not show (it is built without _GNU_SOURCE).
#define _GNU_SOURCE
#include "spawn_tools.h"

#include <fcntl.h>
#include <unistd.h>

int avn_spawn_close_from(posix_spawn_file_actions_t *actions, int low) {
    return posix_spawn_file_actions_addclosefrom_np(actions, low);
}

int avn_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

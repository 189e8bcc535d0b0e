/**
 * How long a test of one of npm's commands may take: the command starts with tsx, which takes seconds on a loaded
 * machine, and CI runs these tests beside the site's build and its browser tests.
 */
export const COMMAND_TIMEOUT = 120_000;

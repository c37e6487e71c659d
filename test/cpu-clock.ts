// Timing bounds in tests are CPU time, not wall time: on a shared or loaded machine (a CI runner,
// the suite's own parallel files) a process waits for a core, and wall time grows with the load
// while the work it measures does not.

/** Milliseconds of CPU (user + system) this process has used so far. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

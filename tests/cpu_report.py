"""``--cpu-report N``: each test's CPU time, and the N costliest at the end of the run.

A test's CPU is its process's CPU time (every thread) over its setup, call and teardown, plus
that of the child processes it waited for (``os.times``: a child's time reaches its parent
only when reaped). Under pytest-xdist each worker measures its own tests and sends the
figure back in the teardown report's ``user_properties``; each worker's whole CPU (start-up
and collection included) comes back in its ``workeroutput``. Wall time is left to pytest's
``--durations``: on a shared machine it says more about the other jobs than about the test.
"""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

KEY = "cpu_seconds"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("cpu report").addoption(
        "--cpu-report", type=int, default=None, metavar="N",
        help="print the N tests that took the most CPU time (setup, call and teardown, "
             "reaped child processes included) and the run's total")


def _cpu() -> float:
    times = os.times()
    return time.process_time() + times.children_user + times.children_system


class CpuReport:
    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.top = int(config.getoption("cpu_report"))
        self.started: dict[str, float] = {}
        self.tests: dict[str, float] = {}
        self.workers: dict[str, float] = {}
        self.process_start = _cpu()

    # --- in the process that runs the tests (a worker, or pytest itself with -n0) ---------
    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.started[item.nodeid] = _cpu()

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        outcome = yield
        if call.when != "teardown" or item.nodeid not in self.started:
            return
        report = outcome.get_result()
        report.user_properties.append((KEY, _cpu() - self.started.pop(item.nodeid)))

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        output = getattr(self.config, "workeroutput", None)
        if output is not None:
            output[KEY] = _cpu()

    # --- in the process that reports --------------------------------------------------------
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when != "teardown":
            return
        for name, value in report.user_properties:
            if name == KEY:
                self.tests[report.nodeid] = float(value)

    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        value = getattr(node, "workeroutput", {}).get(KEY)
        if value is not None:
            self.workers[str(node.gateway.id)] = float(value)

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        tr = terminalreporter
        tests = sorted(self.tests.items(), key=lambda kv: kv[1], reverse=True)
        total = sum(self.tests.values())
        tr.write_sep("=", f"CPU report: the {min(self.top, len(tests))} costliest tests")
        for nodeid, seconds in tests[: self.top]:
            tr.write_line(f"{seconds:8.2f} s  {nodeid}")
        files: dict[str, float] = {}
        for nodeid, seconds in tests:
            path = nodeid.split("::", 1)[0]
            files[path] = files.get(path, 0.0) + seconds
        tr.write_sep("-", "by file")
        for path, seconds in sorted(files.items(), key=lambda kv: kv[1], reverse=True)[
                : self.top]:
            tr.write_line(f"{seconds:8.2f} s  {path}")
        over = sum(1 for _, s in tests if s > 5.0)
        tr.write_line(f"{len(tests)} tests, {total:.1f} s of CPU in tests; "
                      f"{over} above 5 s")
        if self.workers:
            whole = sum(self.workers.values())
            tr.write_line(f"workers' whole CPU (start-up and collection included): "
                          f"{whole:.1f} s over {len(self.workers)} workers")
        else:
            tr.write_line(f"this process's whole CPU: {_cpu() - self.process_start:.1f} s "
                          "since the plugin loaded")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("cpu_report", None) is not None:
        config.pluginmanager.register(CpuReport(config), "cpu-report")

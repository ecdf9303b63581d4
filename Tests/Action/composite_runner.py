"""A plain runner for a composite action (action.yml), for tests without GitHub.

It does what the Actions runner does for `runs.using: composite` with `run:` steps: evaluates the
`${{ inputs.* }}`, `${{ github.token }}` and `${{ steps.*.outputs.* }}` expressions of `env:` and `outputs:`,
runs each step's script with `bash --noprofile --norc -eo pipefail FILE` and the step's environment, gives
each step a new GITHUB_OUTPUT file and reads it back (`name=value` and `name<<DELIMITER` blocks), puts what a
step appends to GITHUB_PATH at the front of PATH for the steps after it, and stops at the first failing step.
Expressions inside `run:` bodies are refused: the action must pass inputs through `env:`.
"""

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


@dataclass
class Outcome:
    """What running the action gave."""

    status: int
    outputs: dict
    stdout: str
    stderr: str
    failed_step: str | None = None
    step_outputs: dict = field(default_factory=dict)


def read_outputs(path):
    """Parses a GITHUB_OUTPUT file as actions/runner's file commands do on Linux: lines end at LF; a line whose
    first `=` comes before any `<<` is NAME=VALUE; one whose `<<` comes first is NAME<<DELIMITER, and the value is
    every line up to the first that is exactly the delimiter (none: the step fails); an empty name or delimiter,
    or a line with neither, fails the step. A later value of a name replaces an earlier one."""
    outputs = {}
    with open(path, encoding="utf-8", newline="") as file:
        lines = file.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        equals, heredoc = line.find("="), line.find("<<")
        if equals >= 0 and (heredoc < 0 or equals < heredoc):
            name, value = line.split("=", 1)
            if not name:
                raise ValueError(f"an output line with no name: {line!r}")
            outputs[name] = value
        elif heredoc >= 0:
            name, delimiter = line.split("<<", 1)
            if not name or not delimiter:
                raise ValueError(f"an output heredoc with no name or delimiter: {line!r}")
            value = []
            while True:
                if index >= len(lines):
                    raise ValueError(f"Matching delimiter not found {delimiter!r}")
                if lines[index] == delimiter:
                    index += 1
                    break
                value.append(lines[index])
                index += 1
            outputs[name] = "\n".join(value)
        else:
            raise ValueError(f"Invalid format {line!r}")
    return outputs


def run_action(action_dir, inputs, env, workdir, token="stub-token"):
    """Runs `action_dir/action.yml` with `inputs` in `workdir`; `env` is the runner's environment."""
    with open(os.path.join(action_dir, "action.yml"), encoding="utf-8") as file:
        action = yaml.safe_load(file)
    declared = action.get("inputs", {})
    for name in inputs:
        if name not in declared:
            raise ValueError(f"the action has no input {name!r}")
    values = {}
    for name, spec in declared.items():
        if name in inputs:
            values[name] = str(inputs[name])
        elif spec.get("required") and "default" not in spec:
            raise ValueError(f"the required input {name!r} is missing")
        else:
            values[name] = str(spec.get("default", ""))
    steps = {}

    def evaluate(text):
        def replace(match):
            expression = match.group(1)
            if expression == "github.token":
                return token
            parts = expression.split(".")
            if parts[0] == "inputs" and len(parts) == 2:
                return evaluate(values[parts[1]])
            if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
                return steps.get(parts[1], {}).get(parts[3], "")
            raise ValueError(f"unsupported expression {expression!r}")

        return EXPRESSION.sub(replace, str(text))

    runs = action["runs"]
    assert runs["using"] == "composite", "not a composite action"
    environment = dict(env)
    environment["GITHUB_ACTION_PATH"] = action_dir
    stdout, stderr = [], []
    for step in runs["steps"]:
        assert set(step) <= {"name", "id", "shell", "env", "run", "working-directory"}, f"unsupported keys in {step}"
        assert step.get("shell") == "bash", "every step must be shell: bash"
        assert not EXPRESSION.search(step["run"]), "an expression inside run: (pass it through env:)"
        step_env = dict(environment)
        for name, value in (step.get("env") or {}).items():
            step_env[name] = evaluate(value)
        with tempfile.TemporaryDirectory() as scratch:
            output_file = os.path.join(scratch, "output")
            path_file = os.path.join(scratch, "path")
            script = os.path.join(scratch, "step.sh")
            open(output_file, "w").close()
            open(path_file, "w").close()
            with open(script, "w", encoding="utf-8") as file:
                file.write(step["run"])
            step_env["GITHUB_OUTPUT"] = output_file
            step_env["GITHUB_PATH"] = path_file
            process = subprocess.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                cwd=workdir, env=step_env, capture_output=True, text=True, timeout=300)
            stdout.append(process.stdout)
            stderr.append(process.stderr)
            if step.get("id"):
                steps[step["id"]] = read_outputs(output_file)
            with open(path_file, encoding="utf-8") as file:
                added = [line for line in file.read().split("\n") if line]
            if added:
                environment["PATH"] = os.pathsep.join(reversed(added)) + os.pathsep + environment.get("PATH", "")
        if process.returncode != 0:
            return Outcome(process.returncode, {}, "".join(stdout), "".join(stderr), step.get("name"), steps)
    outputs = {name: evaluate(spec["value"]) for name, spec in action.get("outputs", {}).items()}
    return Outcome(0, outputs, "".join(stdout), "".join(stderr), None, steps)

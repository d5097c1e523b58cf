"""The "planted violations checked first" step of the Python checks: write the planted files
into a scratch folder, run the check there, and require exactly the expected report."""
import os
import subprocess
import tempfile


def checked_first(name, files, expected, check, tracked=False):
    """Whether `check(folder)` reports exactly `expected` (lines) on `files` ({path: text});
    prints what it reported otherwise. `tracked`: the folder is a Git repository with the
    files added, for a check that reads `git ls-files`."""
    with tempfile.TemporaryDirectory() as planted:
        for relative, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(planted, relative)), exist_ok=True)
            with open(os.path.join(planted, relative), "w", encoding="utf-8") as f:
                f.write(text)
        if tracked:
            subprocess.run(["git", "-C", planted, "init", "-q"], check=True)
            subprocess.run(["git", "-C", planted, "add", "-A"], check=True)
        reported = check(os.path.realpath(planted))
    if "\n".join(reported) != expected:
        print(f"{name}: the check is not effective: on the planted folder it reported")
        print("\n".join(reported))
        print("where it must report")
        print(expected)
        return False
    print(f"{name}: planted violations, each reported: {len(reported)} lines")
    return True

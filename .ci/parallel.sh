# Sourced by the .ci scripts: runs independent checks side by side, one per core, and
# prints each one's output whole and in the order they were started, so a log reads as if
# they had run one after another.
#
#     source .ci/parallel.sh
#     spawn check_one a      # starts when a core is free
#     spawn check_one b
#     join                   # waits for all; fails when any failed
#
# Each spawned command runs in a subshell with `set -e`; its `exit 1` ends that check only,
# and `join` then returns 1 after printing every check's output. A check must not write to
# a path another check writes: give each its own folder. CI_JOBS sets the number at once
# (the machine's cores when unset; 1 runs them one at a time).

ci_jobs="${CI_JOBS:-$(nproc 2> /dev/null || echo 2)}"
spawn_dir=""
spawn_count=0

spawn() {
    while (($(jobs -rp | wc -l) >= ci_jobs)); do wait -n || true; done
    [[ -n "$spawn_dir" ]] || spawn_dir="$(mktemp -d)"
    local index=$spawn_count
    spawn_count=$((spawn_count + 1))
    (
        set +e
        (
            set -e
            "$@"
        ) > "$spawn_dir/$index.log" 2>&1
        echo $? > "$spawn_dir/$index.status"
    ) < /dev/null &
}

join() {
    local index failed=0
    wait || true
    for ((index = 0; index < spawn_count; index++)); do
        cat "$spawn_dir/$index.log"
        [[ "$(cat "$spawn_dir/$index.status" 2> /dev/null)" == 0 ]] || failed=1
    done
    rm -rf "$spawn_dir"
    spawn_dir=""
    spawn_count=0
    return $failed
}

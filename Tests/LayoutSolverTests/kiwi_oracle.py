"""Solves constraint systems with Kiwi (Debian's python3-kiwisolver), the test oracle of
LayoutSolverTests: reads a JSON list of systems, prints a JSON list of variable values.

A system: {"variables": n, "constraints": [{"terms": [[index, coefficient], ...],
"constant": c, "relation": "<=" | "==" | ">=", "weight": w or null (required)}, ...],
"remove": [indices of constraints to remove after adding them all],
"edits": [[variable index, weight, [suggested values, in order]], ...]}.
"""
import json
import sys

import kiwisolver as kiwi

systems = json.load(open(sys.argv[1]))
results = []
for system in systems:
    variables = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    made = []
    for c in system["constraints"]:
        expression = sum((variables[int(i)] * k for i, k in c["terms"]), c["constant"])
        relation = {"<=": expression <= 0, "==": expression == 0, ">=": expression >= 0}[c["relation"]]
        strength = "required" if c.get("weight") is None else c["weight"]
        constraint = relation | strength
        solver.addConstraint(constraint)
        made.append(constraint)
    for index in system.get("remove", []):
        solver.removeConstraint(made[index])
    for index, weight, values in system.get("edits", []):
        solver.addEditVariable(variables[int(index)], weight)
        for value in values:
            solver.suggestValue(variables[int(index)], value)
    solver.updateVariables()
    results.append([v.value() for v in variables])
print(json.dumps(results))

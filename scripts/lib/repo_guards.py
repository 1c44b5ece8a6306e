#!/usr/bin/env python3
"""The repository's own guards, run by scripts/lint after swift-format and the line length.

1. Nothing outside the repository: no file names `../shared` or an absolute path of a
   development machine (/work/, /root/, /home/). Tests read real apps' files from
   Tests/RealFiles, which is itself data and not checked.
2. No import a file does not use: for each module of this package, and for ArgumentParser,
   Yams and Foundation, a file that imports it names at least one of its names. A module's
   names are its top-level public and package declarations (types, functions, constants) and
   the members it adds to other modules' types; for the three outside modules, the names this
   code base uses of them. An import followed by a comment saying why it stays (a file that
   uses only members of the module's types: `import A11yCore  // for its members`) is kept. C modules (Glibc, Darwin, CEspeak, CLouis) and Synchronization are not checked.
3. A file is named for its main type: `Name.swift` or `Name+Part.swift` declares or extends
   `Name` (Sources only; an executable's entry file and `Package.swift` aside).
Each finding is printed as path:line: message; the exit status is 1 when there is any.
"""
import os
import re
import subprocess
import sys

ROOTS = ("Sources", "Tests", "Fuzz")


def swift_files(top):
    for folder, subfolders, names in os.walk(top):
        subfolders[:] = [n for n in subfolders if not n.startswith(".build") and n not in (".swiftpm", "RealFiles")]
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def text_files():
    """The files git tracks (fuzzers' outputs and build products are not), Tests/RealFiles aside."""
    listed = subprocess.run(["git", "ls-files", "-z"], capture_output=True, check=True).stdout.decode().split("\0")
    return [path for path in listed if path and not path.startswith("Tests/RealFiles/")]


findings = []

# 1. References outside the repository.
outside = re.compile(r"\.\./shared\b|(?<![\w.])/(?:work|root|home)/")
for path in text_files():
    try:
        with open(path, encoding="utf-8") as file:
            lines = file.readlines()
    except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
        continue
    if path == "scripts/lib/repo_guards.py":
        continue
    for number, line in enumerate(lines, 1):
        if outside.search(line):
            findings.append(f"{path}:{number}: names a path outside the repository ({outside.search(line).group(0)})")

# 2. Imports a file does not use.
top_level = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|open|final|indirect|nonisolated)\s+)+"
                       r"(?:class|struct|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)", re.M)
member = re.compile(r"^\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|open|static|final|nonisolated|mutating|"
                    r"override|class)\s+)+(?:func|var|let|subscript|init|case|struct|enum|class|typealias)\s*([A-Za-z_]\w*)?", re.M)
module_names = {}
for target in sorted(os.listdir("Sources")):
    declared, extended = set(), {}
    for path in swift_files(os.path.join("Sources", target)):
        text = open(path, encoding="utf-8").read()
        declared.update(top_level.findall(text))
        # Members a module adds to other modules' types (`extension Double { public var coordinate }`)
        # count as its names: a file may use the module through them alone.
        for block in re.finditer(r"^(?:public |package )?extension ([\w.]+)[^{]*\{(.*?)^\}", text, re.M | re.S):
            extended.setdefault(block.group(1).split(".")[0], set()).update(
                name for name in member.findall(block.group(2)) if name)
    names = set(declared)
    for type_name, members in extended.items():
        if type_name not in declared:
            names |= members
    module_names[target] = names
module_names["ArgumentParser"] = {
    "ParsableCommand", "ParsableArguments", "AsyncParsableCommand", "Option", "Flag", "Argument", "OptionGroup",
    "ValidationError", "ExitCode", "CommandConfiguration", "ExpressibleByArgument", "EnumerableFlag", "CleanExit",
    "ArgumentHelp", "NameSpecification", "CompletionKind",
}
module_names["Yams"] = {"Yams", "mapping", "scalar", "sequence", "YAMLDecoder", "YAMLEncoder", "Node", "Parser", "compose", "load", "Resolver", "Tag",
                        "Mark", "YamlError", "Constructor"}
module_names["Foundation"] = {
    "NSString", "NSObject", "Data", "URL", "FileManager", "ProcessInfo", "Date", "NSLock", "NSCondition",
    "NSRecursiveLock", "DispatchQueue", "DispatchSemaphore", "DispatchGroup", "DispatchTime", "JSONSerialization",
    "JSONEncoder", "JSONDecoder", "ObjCBool", "NSRegularExpression", "CharacterSet", "format", "components",
    "trimmingCharacters", "replacingOccurrences", "range", "Thread", "Timer", "RunLoop", "UUID",
    "NSTemporaryDirectory", "FileHandle", "Pipe", "Process", "XMLParser", "XMLParserDelegate", "NSError", "Locale",
    "Calendar", "Bundle", "NotificationCenter", "PropertyListSerialization", "Scanner", "NumberFormatter",
    "DateFormatter", "ISO8601DateFormatter", "capitalized", "padding", "appendingPathComponent",
    "deletingLastPathComponent", "lastPathComponent", "pathExtension", "deletingPathExtension", "contentsOfDirectory",
    "TimeInterval", "FileAttributeType", "NSNumber", "NSArray", "NSDictionary", "addingPercentEncoding",
    "NSMakeRange", "NSRange", "NSNotFound", "Decimal", "pow", "sqrt", "floor", "ceil", "exp", "log", "log10", "sin",
    "cos", "atan2", "fmod", "hypot", "round", "strerror", "errno", "getenv", "exit", "usleep", "fflush", "stdout",
    "stderr", "fputs", "FileManager", "NSHomeDirectory", "autoreleasepool", "String.Encoding", "encoding", "utf8",
    "standardError", "standardOutput", "OutputStream", "InputStream", "Stream", "FileAttributeKey", "write", "NSData",
    "AttributedString", "NSAttributedString", "ByteCountFormatter", "Measurement", "Unit", "UnitDuration", "Progress",
    "lowercased", "uppercased", "localizedDescription", "contains", "hasPrefix", "hasSuffix", "isReadableFile",
    "NSURL", "URLComponents", "DateComponents", "TimeZone", "NSPredicate", "NSSortDescriptor", "OperationQueue",
    "Operation", "clock", "time", "getpid", "DispatchWorkItem", "signal", "SIGINT", "SIGTERM", "kill", "sleep",
    "ContiguousBytes", "withUnsafeBytes", "NSNull", "Selector", "NSFileHandle", "FILE", "fopen", "fclose", "open",
    "close", "read", "memcmp", "memchr", "strlen", "qsort", "CFRunLoop", "NSEC_PER_SEC", "mach_absolute_time",
}
for top in ROOTS:
    for path in swift_files(top):
        text = open(path, encoding="utf-8").read()
        words = set(re.findall(r"[A-Za-z_]\w*", re.sub(r"^\s*(?:@testable\s+)?import\s+\w+.*$", "", text, flags=re.M)))
        for number, line in enumerate(text.split("\n"), 1):
            # An import with a comment after it says why it stays (`// for its members`: a file
            # that names no type of the module but uses its members, `.phone`, `rawValue`).
            match = re.match(r"\s*(?:@testable\s+|@_spi\(\w+\)\s+)?import\s+(\w+)\s*$", line)
            if not match or not module_names.get(match.group(1)):
                continue
            module = match.group(1)
            own = os.path.normpath(path).split(os.sep)
            if len(own) > 1 and own[0] == "Sources" and own[1] == module:
                continue
            if not words & module_names[module]:
                findings.append(f"{path}:{number}: imports {module} but uses nothing of it")

# 3. A file is named for its main type.
kinds = r"(?:class|struct|enum|protocol|actor|extension|typealias)"
for path in swift_files("Sources"):
    name = os.path.basename(path)[:-len(".swift")]
    if name == "main":
        continue
    base = name.split("+")[0]
    text = open(path, encoding="utf-8").read()
    pattern = (r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|open|indirect|"
               r"nonisolated)\s+)*" + kinds + r"\s+" + re.escape(base) + r"\b")
    types = re.findall(r"^(?:(?:public|package|internal|final|open|indirect|nonisolated)\s+)*" + kinds + r"\s+\w+", text, re.M)
    if not types:
        continue   # a file of functions (and private helpers) is named for what they do
    if not re.search(pattern, text, re.M):
        findings.append(f"{path}:1: the file is named {name}.swift but declares or extends no type {base}")

for finding in findings:
    print(finding)
sys.exit(1 if findings else 0)

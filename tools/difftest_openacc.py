"""OpenACC spellings of a difftest program's PGI-model directives.

The random differential tester (tools/difftest) writes its programs in the
PGI Accelerator model. A drawn share of them is translated here, all or
nothing, into what an OpenACC user writes for the same meaning, so that the
OpenACC path of the compiler (issue 29: its parser, [start:length]
sections, implicit data, 'self') meets the same programs:

    region [for]        -> kernels [loop]   (kernels: the compiler decides;
                                             'parallel' would assert what
                                             the program may not have)
    for                 -> loop             parallel -> gang, vector(n),
                                             seq, independent, private(...)
    data region         -> data
    update host(...)    -> update self(...)
    local(...)          -> create(...)
    updatein/updateout  -> copyin(always: ...) / copyout(always: ...)
    a[lo:hi]            -> a[lo:(hi)-(lo)+1]

A directive with a clause OpenACC has no spelling for (host, kernel,
unroll, cache, seq(n), ...) keeps the whole program in the PGI model
(to_openacc returns None), as does a pragma continued over lines.
"""

import re

_PRAGMA = re.compile(r'^(\s*#\s*pragma\s+acc\s+)(.*)$')
_OPERATOR = re.compile(r'_Pragma\("acc ((?:[^"\\]|\\.)*)"\)')


class Untranslatable(Exception):
    pass


def _split_top(text, sep):
    """text split at each sep outside (), [] and {}."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def _closing(text, i, open_, close):
    """The index of the bracket that closes the one at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_:
            depth += 1
        elif text[j] == close:
            depth -= 1
            if depth == 0:
                return j
    raise Untranslatable(text)


def _clauses(text):
    """[(name, argument or None)] of a clause list ('a(x), b c(y)')."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] in " \t,":
            i += 1
            continue
        m = re.match(r'[A-Za-z_]\w*', text[i:])
        if not m:
            raise Untranslatable(text[i:])
        name = m.group(0)
        i += len(name)
        while i < n and text[i] in " \t":
            i += 1
        arg = None
        if i < n and text[i] == "(":
            j = _closing(text, i, "(", ")")
            arg = text[i + 1:j]
            i = j + 1
        out.append((name, arg))
    return out


def _item(item):
    """'a[lo:hi][0:m-1]' in [start:length] form."""
    item = item.strip()
    m = re.match(r'([A-Za-z_][\w.>-]*)\s*(.*)$', item, re.S)
    if not m:
        raise Untranslatable(item)
    name, rest = m.group(1), m.group(2).strip()
    out = name
    while rest:
        if not rest.startswith("["):
            raise Untranslatable(item)
        j = _closing(rest, 0, "[", "]")
        inner, rest = rest[1:j], rest[j + 1:].strip()
        parts = _split_top(inner, ":")
        if len(parts) == 1:
            out += "[%s]" % parts[0].strip()
            continue
        if len(parts) != 2:
            raise Untranslatable(item)
        lo, hi = parts[0].strip() or "0", parts[1].strip()
        if not hi:
            out += "[%s:]" % lo
            continue
        out += "[%s:(%s)-(%s)+1]" % (lo, hi, lo)
    return out


def _list(arg, modifier=""):
    return modifier + ", ".join(_item(x) for x in _split_top(arg, ","))


_DATA = {"copy": "copy", "copyin": "copyin", "copyout": "copyout",
         "local": "create", "deviceptr": "deviceptr"}
_ALWAYS = {"updatein": "copyin", "updateout": "copyout"}


def _data_clause(name, arg):
    if name in _DATA and arg is not None:
        return "%s(%s)" % (_DATA[name], _list(arg) if name != "deviceptr" else arg)
    if name in _ALWAYS and arg is not None:
        return "%s(%s)" % (_ALWAYS[name], _list(arg, "always: "))
    if name == "if" and arg is not None:
        return "if(%s)" % arg
    raise Untranslatable(name)


def _loop_clause(name, arg):
    if name == "parallel":
        return "gang"
    if name == "vector":
        return "vector" if arg is None else "vector(%s)" % arg
    if name == "seq" and arg is None:
        return "seq"
    if name == "independent" and arg is None:
        return "independent"
    if name == "private" and arg is not None:
        return "private(%s)" % arg
    raise Untranslatable(name)


def directive(text):
    """One directive's text after 'acc', in OpenACC (or Untranslatable)."""
    text = text.strip()
    if text.endswith("\\"):
        raise Untranslatable(text)
    m = re.match(r'(data\s+region|region\s+for|region|for|update)\b(.*)$', text, re.S)
    if not m:
        raise Untranslatable(text)
    kind, rest = re.sub(r'\s+', ' ', m.group(1)), m.group(2)
    clauses = _clauses(rest)
    if kind == "data region":
        return " ".join(["data"] + [_data_clause(n, a) for n, a in clauses])
    if kind == "update":
        out = ["update"]
        for n, a in clauses:
            if n == "host" and a is not None:
                out.append("self(%s)" % _list(a))
            elif n == "device" and a is not None:
                out.append("device(%s)" % _list(a))
            elif n == "if" and a is not None:
                out.append("if(%s)" % a)
            else:
                raise Untranslatable(n)
        return " ".join(out)
    if kind == "for":
        return " ".join(["loop"] + [_loop_clause(n, a) for n, a in clauses])
    out = ["kernels loop" if kind == "region for" else "kernels"]
    for n, a in clauses:
        try:
            out.append(_data_clause(n, a))
        except Untranslatable:
            if kind != "region for":
                raise
            out.append(_loop_clause(n, a))
    return " ".join(out)


def to_openacc(files):
    """{name: text} with every directive in OpenACC, or None when one has
    no OpenACC spelling (the program then stays as it is)."""
    out = {}
    try:
        for name, text in files.items():
            lines = []
            for line in text.split("\n"):
                m = _PRAGMA.match(line)
                if m:
                    line = m.group(1) + directive(m.group(2))
                line = _OPERATOR.sub(
                    lambda mo: '_Pragma("acc %s")' % directive(
                        mo.group(1).replace('\\"', '"')).replace('"', '\\"'), line)
                lines.append(line)
            out[name] = "\n".join(lines)
    except Untranslatable:
        return None
    return out

#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2210:
/***/ ((module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
const core_1 = __nccwpck_require__(3893);
const draft2020_1 = __nccwpck_require__(4298);
const discriminator_1 = __nccwpck_require__(8886);
const json_schema_2020_12_1 = __nccwpck_require__(3995);
const META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
class Ajv2020 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2020 = Ajv2020;
module.exports = exports = Ajv2020;
module.exports.Ajv2020 = Ajv2020;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2020;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __nccwpck_require__(5402);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __nccwpck_require__(3162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2020.js.map

/***/ }),

/***/ 567:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
class _CodeOrName {
}
exports._CodeOrName = _CodeOrName;
exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
class Name extends _CodeOrName {
    constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
            throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        return false;
    }
    get names() {
        return { [this.str]: 1 };
    }
}
exports.Name = Name;
class _Code extends _CodeOrName {
    constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        if (this._items.length > 1)
            return false;
        const item = this._items[0];
        return item === "" || item === '""';
    }
    get str() {
        var _a;
        return ((_a = this._str) !== null && _a !== void 0 ? _a : (this._str = this._items.reduce((s, c) => `${s}${c}`, "")));
    }
    get names() {
        var _a;
        return ((_a = this._names) !== null && _a !== void 0 ? _a : (this._names = this._items.reduce((names, c) => {
            if (c instanceof Name)
                names[c.str] = (names[c.str] || 0) + 1;
            return names;
        }, {})));
    }
}
exports._Code = _Code;
exports.nil = new _Code("");
function _(strs, ...args) {
    const code = [strs[0]];
    let i = 0;
    while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
    }
    return new _Code(code);
}
exports._ = _;
const plus = new _Code("+");
function str(strs, ...args) {
    const expr = [safeStringify(strs[0])];
    let i = 0;
    while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
    }
    optimize(expr);
    return new _Code(expr);
}
exports.str = str;
function addCodeArg(code, arg) {
    if (arg instanceof _Code)
        code.push(...arg._items);
    else if (arg instanceof Name)
        code.push(arg);
    else
        code.push(interpolate(arg));
}
exports.addCodeArg = addCodeArg;
function optimize(expr) {
    let i = 1;
    while (i < expr.length - 1) {
        if (expr[i] === plus) {
            const res = mergeExprItems(expr[i - 1], expr[i + 1]);
            if (res !== undefined) {
                expr.splice(i - 1, 3, res);
                continue;
            }
            expr[i++] = "+";
        }
        i++;
    }
}
function mergeExprItems(a, b) {
    if (b === '""')
        return a;
    if (a === '""')
        return b;
    if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
            return;
        if (typeof b != "string")
            return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
            return a.slice(0, -1) + b.slice(1);
        return;
    }
    if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
    return;
}
function strConcat(c1, c2) {
    return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str `${c1}${c2}`;
}
exports.strConcat = strConcat;
// TODO do not allow arrays here
function interpolate(x) {
    return typeof x == "number" || typeof x == "boolean" || x === null
        ? x
        : safeStringify(Array.isArray(x) ? x.join(",") : x);
}
function stringify(x) {
    return new _Code(safeStringify(x));
}
exports.stringify = stringify;
function safeStringify(x) {
    return JSON.stringify(x)
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029");
}
exports.safeStringify = safeStringify;
function getProperty(key) {
    return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _ `[${key}]`;
}
exports.getProperty = getProperty;
//Does best effort to format the name properly
function getEsmExportName(key) {
    if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
    }
    throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
}
exports.getEsmExportName = getEsmExportName;
function regexpCode(rx) {
    return new _Code(rx.toString());
}
exports.regexpCode = regexpCode;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 1436:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
const code_1 = __nccwpck_require__(567);
const scope_1 = __nccwpck_require__(5407);
var code_2 = __nccwpck_require__(567);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return code_2._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return code_2.str; } }));
Object.defineProperty(exports, "strConcat", ({ enumerable: true, get: function () { return code_2.strConcat; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return code_2.nil; } }));
Object.defineProperty(exports, "getProperty", ({ enumerable: true, get: function () { return code_2.getProperty; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return code_2.stringify; } }));
Object.defineProperty(exports, "regexpCode", ({ enumerable: true, get: function () { return code_2.regexpCode; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return code_2.Name; } }));
var scope_2 = __nccwpck_require__(5407);
Object.defineProperty(exports, "Scope", ({ enumerable: true, get: function () { return scope_2.Scope; } }));
Object.defineProperty(exports, "ValueScope", ({ enumerable: true, get: function () { return scope_2.ValueScope; } }));
Object.defineProperty(exports, "ValueScopeName", ({ enumerable: true, get: function () { return scope_2.ValueScopeName; } }));
Object.defineProperty(exports, "varKinds", ({ enumerable: true, get: function () { return scope_2.varKinds; } }));
exports.operators = {
    GT: new code_1._Code(">"),
    GTE: new code_1._Code(">="),
    LT: new code_1._Code("<"),
    LTE: new code_1._Code("<="),
    EQ: new code_1._Code("==="),
    NEQ: new code_1._Code("!=="),
    NOT: new code_1._Code("!"),
    OR: new code_1._Code("||"),
    AND: new code_1._Code("&&"),
    ADD: new code_1._Code("+"),
};
class Node {
    optimizeNodes() {
        return this;
    }
    optimizeNames(_names, _constants) {
        return this;
    }
}
class Def extends Node {
    constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
    }
    render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === undefined ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (!names[this.name.str])
            return;
        if (this.rhs)
            this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
    }
}
class Assign extends Node {
    constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
    }
    render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
            return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
    }
}
class AssignOp extends Assign {
    constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
    }
    render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
    }
}
class Label extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        return `${this.label}:` + _n;
    }
}
class Break extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
    }
}
class Throw extends Node {
    constructor(error) {
        super();
        this.error = error;
    }
    render({ _n }) {
        return `throw ${this.error};` + _n;
    }
    get names() {
        return this.error.names;
    }
}
class AnyCode extends Node {
    constructor(code) {
        super();
        this.code = code;
    }
    render({ _n }) {
        return `${this.code};` + _n;
    }
    optimizeNodes() {
        return `${this.code}` ? this : undefined;
    }
    optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
    }
    get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
    }
}
class ParentNode extends Node {
    constructor(nodes = []) {
        super();
        this.nodes = nodes;
    }
    render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
    }
    optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            const n = nodes[i].optimizeNodes();
            if (Array.isArray(n))
                nodes.splice(i, 1, ...n);
            else if (n)
                nodes[i] = n;
            else
                nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            // iterating backwards improves 1-pass optimization
            const n = nodes[i];
            if (n.optimizeNames(names, constants))
                continue;
            subtractNames(names, n.names);
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
    }
}
class BlockNode extends ParentNode {
    render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
    }
}
class Root extends ParentNode {
}
class Else extends BlockNode {
}
Else.kind = "else";
class If extends BlockNode {
    constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
    }
    render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
            code += "else " + this.else.render(opts);
        return code;
    }
    optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
            return this.nodes; // else is ignored here
        let e = this.else;
        if (e) {
            const ns = e.optimizeNodes();
            e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
            if (cond === false)
                return e instanceof If ? e : e.nodes;
            if (this.nodes.length)
                return this;
            return new If(not(cond), e instanceof If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
            return undefined;
        return this;
    }
    optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
            return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
            addNames(names, this.else.names);
        return names;
    }
}
If.kind = "if";
class For extends BlockNode {
}
For.kind = "for";
class ForLoop extends For {
    constructor(iteration) {
        super();
        this.iteration = iteration;
    }
    render(opts) {
        return `for(${this.iteration})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iteration.names);
    }
}
class ForRange extends For {
    constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
    }
    render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
    }
    get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
    }
}
class ForIter extends For {
    constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
    }
    render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iterable.names);
    }
}
class Func extends BlockNode {
    constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
    }
    render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
    }
}
Func.kind = "func";
class Return extends ParentNode {
    render(opts) {
        return "return " + super.render(opts);
    }
}
Return.kind = "return";
class Try extends BlockNode {
    render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
            code += this.catch.render(opts);
        if (this.finally)
            code += this.finally.render(opts);
        return code;
    }
    optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
    }
    optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        if (this.catch)
            addNames(names, this.catch.names);
        if (this.finally)
            addNames(names, this.finally.names);
        return names;
    }
}
class Catch extends BlockNode {
    constructor(error) {
        super();
        this.error = error;
    }
    render(opts) {
        return `catch(${this.error})` + super.render(opts);
    }
}
Catch.kind = "catch";
class Finally extends BlockNode {
    render(opts) {
        return "finally" + super.render(opts);
    }
}
Finally.kind = "finally";
class CodeGen {
    constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
    }
    toString() {
        return this._root.render(this.opts);
    }
    // returns unique name in the internal scope
    name(prefix) {
        return this._scope.name(prefix);
    }
    // reserves unique name in the external scope
    scopeName(prefix) {
        return this._extScope.name(prefix);
    }
    // reserves unique name in the external scope and assigns value to it
    scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = new Set());
        vs.add(name);
        return name;
    }
    getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
    }
    // return code that assigns values in the external scope to the names that are used internally
    // (same names that were returned by gen.scopeName or gen.scopeValue)
    scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
    }
    scopeCode() {
        return this._extScope.scopeCode(this._values);
    }
    _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== undefined && constant)
            this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
    }
    // `const` declaration (`var` in es5 mode)
    const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
    }
    // `let` declaration with optional assignment (`var` in es5 mode)
    let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
    }
    // `var` declaration with optional assignment
    var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
    }
    // assignment code
    assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
    }
    // `+=` code
    add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
    }
    // appends passed SafeExpr to code or executes Block
    code(c) {
        if (typeof c == "function")
            c();
        else if (c !== code_1.nil)
            this._leafNode(new AnyCode(c));
        return this;
    }
    // returns code for object literal for the passed argument list of key-value pairs
    object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
            if (code.length > 1)
                code.push(",");
            code.push(key);
            if (key !== value || this.opts.es5) {
                code.push(":");
                (0, code_1.addCodeArg)(code, value);
            }
        }
        code.push("}");
        return new code_1._Code(code);
    }
    // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
    if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
            this.code(thenBody).else().code(elseBody).endIf();
        }
        else if (thenBody) {
            this.code(thenBody).endIf();
        }
        else if (elseBody) {
            throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
    }
    // `else if` clause - invalid without `if` or after `else` clauses
    elseIf(condition) {
        return this._elseNode(new If(condition));
    }
    // `else` clause - only valid after `if` or `else if` clauses
    else() {
        return this._elseNode(new Else());
    }
    // end `if` statement (needed if gen.if was used only with condition)
    endIf() {
        return this._endBlockNode(If, Else);
    }
    _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
            this.code(forBody).endFor();
        return this;
    }
    // a generic `for` clause (or statement if `forBody` is passed)
    for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
    }
    // `for` statement for a range of values
    forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
    }
    // `for-of` statement (in es5 mode replace with a normal for loop)
    forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
            const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
            return this.forRange("_i", 0, (0, code_1._) `${arr}.length`, (i) => {
                this.var(name, (0, code_1._) `${arr}[${i}]`);
                forBody(name);
            });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
    }
    // `for-in` statement.
    // With option `ownProperties` replaced with a `for-of` loop for object keys
    forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
            return this.forOf(nameOrPrefix, (0, code_1._) `Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
    }
    // end `for` loop
    endFor() {
        return this._endBlockNode(For);
    }
    // `label` statement
    label(label) {
        return this._leafNode(new Label(label));
    }
    // `break` statement
    break(label) {
        return this._leafNode(new Break(label));
    }
    // `return` statement
    return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
            throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
    }
    // `try` statement
    try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
            throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
            const error = this.name("e");
            this._currNode = node.catch = new Catch(error);
            catchCode(error);
        }
        if (finallyCode) {
            this._currNode = node.finally = new Finally();
            this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
    }
    // `throw` statement
    throw(error) {
        return this._leafNode(new Throw(error));
    }
    // start self-balancing block
    block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
            this.code(body).endBlock(nodeCount);
        return this;
    }
    // end the current self-balancing block
    endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === undefined)
            throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || (nodeCount !== undefined && toClose !== nodeCount)) {
            throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
    }
    // `function` heading (or definition if funcBody is passed)
    func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
            this.code(funcBody).endFunc();
        return this;
    }
    // end function definition
    endFunc() {
        return this._endBlockNode(Func);
    }
    optimize(n = 1) {
        while (n-- > 0) {
            this._root.optimizeNodes();
            this._root.optimizeNames(this._root.names, this._constants);
        }
    }
    _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
    }
    _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
    }
    _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || (N2 && n instanceof N2)) {
            this._nodes.pop();
            return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
    }
    _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
            throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
    }
    get _root() {
        return this._nodes[0];
    }
    get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
    }
    set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
    }
}
exports.CodeGen = CodeGen;
function addNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
    return names;
}
function addExprNames(names, from) {
    return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
}
function optimizeExpr(expr, names, constants) {
    if (expr instanceof code_1.Name)
        return replaceName(expr);
    if (!canOptimize(expr))
        return expr;
    return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
            c = replaceName(c);
        if (c instanceof code_1._Code)
            items.push(...c._items);
        else
            items.push(c);
        return items;
    }, []));
    function replaceName(n) {
        const c = constants[n.str];
        if (c === undefined || names[n.str] !== 1)
            return n;
        delete names[n.str];
        return c;
    }
    function canOptimize(e) {
        return (e instanceof code_1._Code &&
            e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== undefined));
    }
}
function subtractNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
}
function not(x) {
    return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._) `!${par(x)}`;
}
exports.not = not;
const andCode = mappend(exports.operators.AND);
// boolean AND (&&) expression with the passed arguments
function and(...args) {
    return args.reduce(andCode);
}
exports.and = and;
const orCode = mappend(exports.operators.OR);
// boolean OR (||) expression with the passed arguments
function or(...args) {
    return args.reduce(orCode);
}
exports.or = or;
function mappend(op) {
    return (x, y) => (x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._) `${par(x)} ${op} ${par(y)}`);
}
function par(x) {
    return x instanceof code_1.Name ? x : (0, code_1._) `(${x})`;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5407:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
const code_1 = __nccwpck_require__(567);
class ValueError extends Error {
    constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
    }
}
var UsedValueState;
(function (UsedValueState) {
    UsedValueState[UsedValueState["Started"] = 0] = "Started";
    UsedValueState[UsedValueState["Completed"] = 1] = "Completed";
})(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
exports.varKinds = {
    const: new code_1.Name("const"),
    let: new code_1.Name("let"),
    var: new code_1.Name("var"),
};
class Scope {
    constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
    }
    toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
    }
    name(prefix) {
        return new code_1.Name(this._newName(prefix));
    }
    _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
    }
    _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || (this._prefixes && !this._prefixes.has(prefix))) {
            throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return (this._names[prefix] = { prefix, index: 0 });
    }
}
exports.Scope = Scope;
class ValueScopeName extends code_1.Name {
    constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
    }
    setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._) `.${new code_1.Name(property)}[${itemIndex}]`;
    }
}
exports.ValueScopeName = ValueScopeName;
const line = (0, code_1._) `\n`;
class ValueScope extends Scope {
    constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
    }
    get() {
        return this._scope;
    }
    name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
    }
    value(nameOrPrefix, value) {
        var _a;
        if (value.ref === undefined)
            throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
            const _name = vs.get(valueKey);
            if (_name)
                return _name;
        }
        else {
            vs = this._values[prefix] = new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
    }
    getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
            return;
        return vs.get(keyOrRef);
    }
    scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
            if (name.scopePath === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return (0, code_1._) `${scopeName}${name.scopePath}`;
        });
    }
    scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
            if (name.value === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return name.value.code;
        }, usedValues, getCode);
    }
    _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
            const vs = values[prefix];
            if (!vs)
                continue;
            const nameSet = (usedValues[prefix] = usedValues[prefix] || new Map());
            vs.forEach((name) => {
                if (nameSet.has(name))
                    return;
                nameSet.set(name, UsedValueState.Started);
                let c = valueCode(name);
                if (c) {
                    const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
                    code = (0, code_1._) `${code}${def} ${name} = ${c};${this.opts._n}`;
                }
                else if ((c = getCode === null || getCode === void 0 ? void 0 : getCode(name))) {
                    code = (0, code_1._) `${code}${c}${this.opts._n}`;
                }
                else {
                    throw new ValueError(name);
                }
                nameSet.set(name, UsedValueState.Completed);
            });
        }
        return code;
    }
}
exports.ValueScope = ValueScope;
//# sourceMappingURL=scope.js.map

/***/ }),

/***/ 1283:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
exports.keywordError = {
    message: ({ keyword }) => (0, codegen_1.str) `must pass "${keyword}" keyword validation`,
};
exports.keyword$DataError = {
    message: ({ keyword, schemaType }) => schemaType
        ? (0, codegen_1.str) `"${keyword}" keyword must be ${schemaType} ($data)`
        : (0, codegen_1.str) `"${keyword}" keyword is invalid ($data)`,
};
function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : (compositeRule || allErrors)) {
        addError(gen, errObj);
    }
    else {
        returnErrors(it, (0, codegen_1._) `[${errObj}]`);
    }
}
exports.reportError = reportError;
function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    addError(gen, errObj);
    if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
    }
}
exports.reportExtraError = reportExtraError;
function resetErrorsCount(gen, errsCount) {
    gen.assign(names_1.default.errors, errsCount);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._) `${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
}
exports.resetErrorsCount = resetErrorsCount;
function extendErrors({ gen, keyword, schemaValue, data, errsCount, it, }) {
    /* istanbul ignore if */
    if (errsCount === undefined)
        throw new Error("ajv implementation error");
    const err = gen.name("err");
    gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._) `${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._) `${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._) `${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._) `${err}.schemaPath`, (0, codegen_1.str) `${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
            gen.assign((0, codegen_1._) `${err}.schema`, schemaValue);
            gen.assign((0, codegen_1._) `${err}.data`, data);
        }
    });
}
exports.extendErrors = extendErrors;
function addError(gen, errObj) {
    const err = gen.const("err", errObj);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._) `[${err}]`), (0, codegen_1._) `${names_1.default.vErrors}.push(${err})`);
    gen.code((0, codegen_1._) `${names_1.default.errors}++`);
}
function returnErrors(it, errs) {
    const { gen, validateName, schemaEnv } = it;
    if (schemaEnv.$async) {
        gen.throw((0, codegen_1._) `new ${it.ValidationError}(${errs})`);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, errs);
        gen.return(false);
    }
}
const E = {
    keyword: new codegen_1.Name("keyword"),
    schemaPath: new codegen_1.Name("schemaPath"), // also used in JTD errors
    params: new codegen_1.Name("params"),
    propertyName: new codegen_1.Name("propertyName"),
    message: new codegen_1.Name("message"),
    schema: new codegen_1.Name("schema"),
    parentSchema: new codegen_1.Name("parentSchema"),
};
function errorObjectCode(cxt, error, errorPaths) {
    const { createErrors } = cxt.it;
    if (createErrors === false)
        return (0, codegen_1._) `{}`;
    return errorObject(cxt, error, errorPaths);
}
function errorObject(cxt, error, errorPaths = {}) {
    const { gen, it } = cxt;
    const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths),
    ];
    extraErrorProps(cxt, error, keyValues);
    return gen.object(...keyValues);
}
function errorInstancePath({ errorPath }, { instancePath }) {
    const instPath = instancePath
        ? (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}`
        : errorPath;
    return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
}
function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
    let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str) `${errSchemaPath}/${keyword}`;
    if (schemaPath) {
        schPath = (0, codegen_1.str) `${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
    }
    return [E.schemaPath, schPath];
}
function extraErrorProps(cxt, { params, message }, keyValues) {
    const { keyword, data, schemaValue, it } = cxt;
    const { opts, propertyName, topSchemaRef, schemaPath } = it;
    keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._) `{}`]);
    if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
    }
    if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._) `${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
    }
    if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 2718:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
const codegen_1 = __nccwpck_require__(1436);
const validation_error_1 = __nccwpck_require__(5402);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const validate_1 = __nccwpck_require__(7881);
class SchemaEnv {
    constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
            schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
    }
}
exports.SchemaEnv = SchemaEnv;
// let codeSize = 0
// let nodeCount = 0
// Compiles schema in SchemaEnv
function compileSchema(sch) {
    // TODO refactor - remove compilations
    const _sch = getCompilingSchema.call(this, sch);
    if (_sch)
        return _sch;
    const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId); // TODO if getFullPath removed 1 tests fails
    const { es5, lines } = this.opts.code;
    const { ownProperties } = this.opts;
    const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
    let _ValidationError;
    if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
            ref: validation_error_1.default,
            code: (0, codegen_1._) `require("ajv/dist/runtime/validation_error").default`,
        });
    }
    const validateName = gen.scopeName("validate");
    sch.validateName = validateName;
    const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil], // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true
            ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) }
            : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._) `""`,
        opts: this.opts,
        self: this,
    };
    let sourceCode;
    try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        // gen.optimize(1)
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        // console.log((codeSize += sourceCode.length), (nodeCount += gen.nodeCount))
        if (this.opts.code.process)
            sourceCode = this.opts.code.process(sourceCode, sch);
        // console.log("\n\n\n *** \n", sourceCode)
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
            validate.$async = true;
        if (this.opts.code.source === true) {
            validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
            const { props, items } = schemaCxt;
            validate.evaluated = {
                props: props instanceof codegen_1.Name ? undefined : props,
                items: items instanceof codegen_1.Name ? undefined : items,
                dynamicProps: props instanceof codegen_1.Name,
                dynamicItems: items instanceof codegen_1.Name,
            };
            if (validate.source)
                validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
    }
    catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
            this.logger.error("Error compiling schema, function code:", sourceCode);
        // console.log("\n\n\n *** \n", sourceCode, this.opts)
        throw e;
    }
    finally {
        this._compilations.delete(sch);
    }
}
exports.compileSchema = compileSchema;
function resolveRef(root, baseId, ref) {
    var _a;
    ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
    const schOrFunc = root.refs[ref];
    if (schOrFunc)
        return schOrFunc;
    let _sch = resolve.call(this, root, ref);
    if (_sch === undefined) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref]; // TODO maybe localRefs should hold SchemaEnv
        const { schemaId } = this.opts;
        if (schema)
            _sch = new SchemaEnv({ schema, schemaId, root, baseId });
    }
    if (_sch === undefined)
        return;
    return (root.refs[ref] = inlineOrCompile.call(this, _sch));
}
exports.resolveRef = resolveRef;
function inlineOrCompile(sch) {
    if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
    return sch.validate ? sch : compileSchema.call(this, sch);
}
// Index of schema compilation in the currently compiled list
function getCompilingSchema(schEnv) {
    for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
            return sch;
    }
}
exports.getCompilingSchema = getCompilingSchema;
function sameSchemaEnv(s1, s2) {
    return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
}
// resolve and compile the references ($ref)
// TODO returns AnySchemaObject (if the schema can be inlined) or validation function
function resolve(root, // information about the root schema for the current schema
ref // reference to resolve
) {
    let sch;
    while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
    return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
}
// Resolve schema, its root and baseId
function resolveSchema(root, // root object with properties schema, refs TODO below SchemaEnv is assigned to it
ref // reference to resolve
) {
    const p = this.opts.uriResolver.parse(ref);
    const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
    let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, undefined);
    // TODO `Object.keys(root.schema).length > 0` should not be needed - but removing breaks 2 tests
    if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
    }
    const id = (0, resolve_1.normalizeId)(refPath);
    const schOrRef = this.refs[id] || this.schemas[id];
    if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
            return;
        return getJsonPointer.call(this, p, sch);
    }
    if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
    if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
    if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
    }
    return getJsonPointer.call(this, p, schOrRef);
}
exports.resolveSchema = resolveSchema;
const PREVENT_SCOPE_CHANGE = new Set([
    "properties",
    "patternProperties",
    "enum",
    "dependencies",
    "definitions",
]);
function getJsonPointer(parsedRef, { baseId, schema, root }) {
    var _a;
    if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
    for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
            return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === undefined)
            return;
        schema = partSchema;
        // TODO PREVENT_SCOPE_CHANGE could be defined in keyword def?
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
    }
    let env;
    if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
    }
    // even though resolution failed we need to return SchemaEnv to throw exception
    // so that compileAsync loads missing schema.
    const { schemaId } = this.opts;
    env = env || new SchemaEnv({ schema, schemaId, root, baseId });
    if (env.schema !== env.root.schema)
        return env;
    return undefined;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 630:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const names = {
    // validation function arguments
    data: new codegen_1.Name("data"), // data passed to validation function
    // args passed from referencing schema
    valCxt: new codegen_1.Name("valCxt"), // validation/data context - should not be used directly, it is destructured to the names below
    instancePath: new codegen_1.Name("instancePath"),
    parentData: new codegen_1.Name("parentData"),
    parentDataProperty: new codegen_1.Name("parentDataProperty"),
    rootData: new codegen_1.Name("rootData"), // root data - same as the data passed to the first/top validation function
    dynamicAnchors: new codegen_1.Name("dynamicAnchors"), // used to support recursiveRef and dynamicRef
    // function scoped variables
    vErrors: new codegen_1.Name("vErrors"), // null or array of validation errors
    errors: new codegen_1.Name("errors"), // counter of validation errors
    this: new codegen_1.Name("this"),
    // "globals"
    self: new codegen_1.Name("self"),
    scope: new codegen_1.Name("scope"),
    // JTD serialize/parse name for JSON string and position
    json: new codegen_1.Name("json"),
    jsonPos: new codegen_1.Name("jsonPos"),
    jsonLen: new codegen_1.Name("jsonLen"),
    jsonPart: new codegen_1.Name("jsonPart"),
};
exports["default"] = names;
//# sourceMappingURL=names.js.map

/***/ }),

/***/ 3162:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const resolve_1 = __nccwpck_require__(4090);
class MissingRefError extends Error {
    constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
    }
}
exports["default"] = MissingRefError;
//# sourceMappingURL=ref_error.js.map

/***/ }),

/***/ 4090:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
const util_1 = __nccwpck_require__(4464);
const equal = __nccwpck_require__(3430);
const traverse = __nccwpck_require__(1167);
// TODO refactor to use keyword definitions
const SIMPLE_INLINED = new Set([
    "type",
    "format",
    "pattern",
    "maxLength",
    "minLength",
    "maxProperties",
    "minProperties",
    "maxItems",
    "minItems",
    "maximum",
    "minimum",
    "uniqueItems",
    "multipleOf",
    "required",
    "enum",
    "const",
]);
function inlineRef(schema, limit = true) {
    if (typeof schema == "boolean")
        return true;
    if (limit === true)
        return !hasRef(schema);
    if (!limit)
        return false;
    return countKeys(schema) <= limit;
}
exports.inlineRef = inlineRef;
const REF_KEYWORDS = new Set([
    "$ref",
    "$recursiveRef",
    "$recursiveAnchor",
    "$dynamicRef",
    "$dynamicAnchor",
]);
function hasRef(schema) {
    for (const key in schema) {
        if (REF_KEYWORDS.has(key))
            return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
            return true;
        if (typeof sch == "object" && hasRef(sch))
            return true;
    }
    return false;
}
function countKeys(schema) {
    let count = 0;
    for (const key in schema) {
        if (key === "$ref")
            return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
            continue;
        if (typeof schema[key] == "object") {
            (0, util_1.eachItem)(schema[key], (sch) => (count += countKeys(sch)));
        }
        if (count === Infinity)
            return Infinity;
    }
    return count;
}
function getFullPath(resolver, id = "", normalize) {
    if (normalize !== false)
        id = normalizeId(id);
    const p = resolver.parse(id);
    return _getFullPath(resolver, p);
}
exports.getFullPath = getFullPath;
function _getFullPath(resolver, p) {
    const serialized = resolver.serialize(p);
    return serialized.split("#")[0] + "#";
}
exports._getFullPath = _getFullPath;
const TRAILING_SLASH_HASH = /#\/?$/;
function normalizeId(id) {
    return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
}
exports.normalizeId = normalizeId;
function resolveUrl(resolver, baseId, id) {
    id = normalizeId(id);
    return resolver.resolve(baseId, id);
}
exports.resolveUrl = resolveUrl;
const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
function getSchemaRefs(schema, baseId) {
    if (typeof schema == "boolean")
        return {};
    const { schemaId, uriResolver } = this.opts;
    const schId = normalizeId(schema[schemaId] || baseId);
    const baseIds = { "": schId };
    const pathPrefix = getFullPath(uriResolver, schId, false);
    const localRefs = {};
    const schemaRefs = new Set();
    traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === undefined)
            return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
            innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
            // eslint-disable-next-line @typescript-eslint/unbound-method
            const _resolve = this.opts.uriResolver.resolve;
            ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
            if (schemaRefs.has(ref))
                throw ambiguos(ref);
            schemaRefs.add(ref);
            let schOrRef = this.refs[ref];
            if (typeof schOrRef == "string")
                schOrRef = this.refs[schOrRef];
            if (typeof schOrRef == "object") {
                checkAmbiguosRef(sch, schOrRef.schema, ref);
            }
            else if (ref !== normalizeId(fullPath)) {
                if (ref[0] === "#") {
                    checkAmbiguosRef(sch, localRefs[ref], ref);
                    localRefs[ref] = sch;
                }
                else {
                    this.refs[ref] = fullPath;
                }
            }
            return ref;
        }
        function addAnchor(anchor) {
            if (typeof anchor == "string") {
                if (!ANCHOR.test(anchor))
                    throw new Error(`invalid anchor "${anchor}"`);
                addRef.call(this, `#${anchor}`);
            }
        }
    });
    return localRefs;
    function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== undefined && !equal(sch1, sch2))
            throw ambiguos(ref);
    }
    function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
    }
}
exports.getSchemaRefs = getSchemaRefs;
//# sourceMappingURL=resolve.js.map

/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getRules = exports.isJSONType = void 0;
const _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
const jsonTypes = new Set(_jsonTypes);
function isJSONType(x) {
    return typeof x == "string" && jsonTypes.has(x);
}
exports.isJSONType = isJSONType;
function getRules() {
    const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] },
    };
    return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {},
    };
}
exports.getRules = getRules;
//# sourceMappingURL=rules.js.map

/***/ }),

/***/ 4464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
const codegen_1 = __nccwpck_require__(1436);
const code_1 = __nccwpck_require__(567);
// TODO refactor to use Set
function toHash(arr) {
    const hash = {};
    for (const item of arr)
        hash[item] = true;
    return hash;
}
exports.toHash = toHash;
function alwaysValidSchema(it, schema) {
    if (typeof schema == "boolean")
        return schema;
    if (Object.keys(schema).length === 0)
        return true;
    checkUnknownRules(it, schema);
    return !schemaHasRules(schema, it.self.RULES.all);
}
exports.alwaysValidSchema = alwaysValidSchema;
function checkUnknownRules(it, schema = it.schema) {
    const { opts, self } = it;
    if (!opts.strictSchema)
        return;
    if (typeof schema === "boolean")
        return;
    const rules = self.RULES.keywords;
    for (const key in schema) {
        if (!rules[key])
            checkStrictMode(it, `unknown keyword: "${key}"`);
    }
}
exports.checkUnknownRules = checkUnknownRules;
function schemaHasRules(schema, rules) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (rules[key])
            return true;
    return false;
}
exports.schemaHasRules = schemaHasRules;
function schemaHasRulesButRef(schema, RULES) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
            return true;
    return false;
}
exports.schemaHasRulesButRef = schemaHasRulesButRef;
function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
    if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
            return schema;
        if (typeof schema == "string")
            return (0, codegen_1._) `${schema}`;
    }
    return (0, codegen_1._) `${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
}
exports.schemaRefOrVal = schemaRefOrVal;
function unescapeFragment(str) {
    return unescapeJsonPointer(decodeURIComponent(str));
}
exports.unescapeFragment = unescapeFragment;
function escapeFragment(str) {
    return encodeURIComponent(escapeJsonPointer(str));
}
exports.escapeFragment = escapeFragment;
function escapeJsonPointer(str) {
    if (typeof str == "number")
        return `${str}`;
    return str.replace(/~/g, "~0").replace(/\//g, "~1");
}
exports.escapeJsonPointer = escapeJsonPointer;
function unescapeJsonPointer(str) {
    return str.replace(/~1/g, "/").replace(/~0/g, "~");
}
exports.unescapeJsonPointer = unescapeJsonPointer;
function eachItem(xs, f) {
    if (Array.isArray(xs)) {
        for (const x of xs)
            f(x);
    }
    else {
        f(xs);
    }
}
exports.eachItem = eachItem;
function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName, }) {
    return (gen, from, to, toName) => {
        const res = to === undefined
            ? from
            : to instanceof codegen_1.Name
                ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to)
                : from instanceof codegen_1.Name
                    ? (mergeToName(gen, to, from), from)
                    : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
    };
}
exports.mergeEvaluated = {
    props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => {
            gen.if((0, codegen_1._) `${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._) `${to} || {}`).code((0, codegen_1._) `Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => {
            if (from === true) {
                gen.assign(to, true);
            }
            else {
                gen.assign(to, (0, codegen_1._) `${to} || {}`);
                setEvaluated(gen, to, from);
            }
        }),
        mergeValues: (from, to) => (from === true ? true : { ...from, ...to }),
        resultToName: evaluatedPropsToName,
    }),
    items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._) `${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._) `${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => (from === true ? true : Math.max(from, to)),
        resultToName: (gen, items) => gen.var("items", items),
    }),
};
function evaluatedPropsToName(gen, ps) {
    if (ps === true)
        return gen.var("props", true);
    const props = gen.var("props", (0, codegen_1._) `{}`);
    if (ps !== undefined)
        setEvaluated(gen, props, ps);
    return props;
}
exports.evaluatedPropsToName = evaluatedPropsToName;
function setEvaluated(gen, props, ps) {
    Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._) `${props}${(0, codegen_1.getProperty)(p)}`, true));
}
exports.setEvaluated = setEvaluated;
const snippets = {};
function useFunc(gen, f) {
    return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code)),
    });
}
exports.useFunc = useFunc;
var Type;
(function (Type) {
    Type[Type["Num"] = 0] = "Num";
    Type[Type["Str"] = 1] = "Str";
})(Type || (exports.Type = Type = {}));
function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
    // let path
    if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax
            ? isNumber
                ? (0, codegen_1._) `"[" + ${dataProp} + "]"`
                : (0, codegen_1._) `"['" + ${dataProp} + "']"`
            : isNumber
                ? (0, codegen_1._) `"/" + ${dataProp}`
                : (0, codegen_1._) `"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`; // TODO maybe use global escapePointer
    }
    return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
}
exports.getErrorPath = getErrorPath;
function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
    if (!mode)
        return;
    msg = `strict mode: ${msg}`;
    if (mode === true)
        throw new Error(msg);
    it.self.logger.warn(msg);
}
exports.checkStrictMode = checkStrictMode;
//# sourceMappingURL=util.js.map

/***/ }),

/***/ 7692:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
function schemaHasRulesForType({ schema, self }, type) {
    const group = self.RULES.types[type];
    return group && group !== true && shouldUseGroup(schema, group);
}
exports.schemaHasRulesForType = schemaHasRulesForType;
function shouldUseGroup(schema, group) {
    return group.rules.some((rule) => shouldUseRule(schema, rule));
}
exports.shouldUseGroup = shouldUseGroup;
function shouldUseRule(schema, rule) {
    var _a;
    return (schema[rule.keyword] !== undefined ||
        ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== undefined)));
}
exports.shouldUseRule = shouldUseRule;
//# sourceMappingURL=applicability.js.map

/***/ }),

/***/ 5346:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const boolError = {
    message: "boolean schema is false",
};
function topBoolOrEmptySchema(it) {
    const { gen, schema, validateName } = it;
    if (schema === false) {
        falseSchemaError(it, false);
    }
    else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, null);
        gen.return(true);
    }
}
exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
function boolOrEmptySchema(it, valid) {
    const { gen, schema } = it;
    if (schema === false) {
        gen.var(valid, false); // TODO var
        falseSchemaError(it);
    }
    else {
        gen.var(valid, true); // TODO var
    }
}
exports.boolOrEmptySchema = boolOrEmptySchema;
function falseSchemaError(it, overrideAllErrors) {
    const { gen, data } = it;
    // TODO maybe some other interface should be used for non-keyword validation errors...
    const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it,
    };
    (0, errors_1.reportError)(cxt, boolError, undefined, overrideAllErrors);
}
//# sourceMappingURL=boolSchema.js.map

/***/ }),

/***/ 6685:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
const rules_1 = __nccwpck_require__(7353);
const applicability_1 = __nccwpck_require__(7692);
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
var DataType;
(function (DataType) {
    DataType[DataType["Correct"] = 0] = "Correct";
    DataType[DataType["Wrong"] = 1] = "Wrong";
})(DataType || (exports.DataType = DataType = {}));
function getSchemaTypes(schema) {
    const types = getJSONTypes(schema.type);
    const hasNull = types.includes("null");
    if (hasNull) {
        if (schema.nullable === false)
            throw new Error("type: null contradicts nullable: false");
    }
    else {
        if (!types.length && schema.nullable !== undefined) {
            throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
            types.push("null");
    }
    return types;
}
exports.getSchemaTypes = getSchemaTypes;
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
function getJSONTypes(ts) {
    const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
    if (types.every(rules_1.isJSONType))
        return types;
    throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
}
exports.getJSONTypes = getJSONTypes;
function coerceAndCheckDataType(it, types) {
    const { gen, data, opts } = it;
    const coerceTo = coerceToTypes(types, opts.coerceTypes);
    const checkTypes = types.length > 0 &&
        !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
    if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
            if (coerceTo.length)
                coerceData(it, types, coerceTo);
            else
                reportTypeError(it);
        });
    }
    return checkTypes;
}
exports.coerceAndCheckDataType = coerceAndCheckDataType;
const COERCIBLE = new Set(["string", "number", "integer", "boolean", "null"]);
function coerceToTypes(types, coerceTypes) {
    return coerceTypes
        ? types.filter((t) => COERCIBLE.has(t) || (coerceTypes === "array" && t === "array"))
        : [];
}
function coerceData(it, types, coerceTo) {
    const { gen, data, opts } = it;
    const dataType = gen.let("dataType", (0, codegen_1._) `typeof ${data}`);
    const coerced = gen.let("coerced", (0, codegen_1._) `undefined`);
    if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._) `${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen
            .assign(data, (0, codegen_1._) `${data}[0]`)
            .assign(dataType, (0, codegen_1._) `typeof ${data}`)
            .if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
    }
    gen.if((0, codegen_1._) `${coerced} !== undefined`);
    for (const t of coerceTo) {
        if (COERCIBLE.has(t) || (t === "array" && opts.coerceTypes === "array")) {
            coerceSpecificType(t);
        }
    }
    gen.else();
    reportTypeError(it);
    gen.endIf();
    gen.if((0, codegen_1._) `${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
    });
    function coerceSpecificType(t) {
        switch (t) {
            case "string":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "number" || ${dataType} == "boolean"`)
                    .assign(coerced, (0, codegen_1._) `"" + ${data}`)
                    .elseIf((0, codegen_1._) `${data} === null`)
                    .assign(coerced, (0, codegen_1._) `""`);
                return;
            case "number":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "integer":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "boolean":
                gen
                    .elseIf((0, codegen_1._) `${data} === "false" || ${data} === 0 || ${data} === null`)
                    .assign(coerced, false)
                    .elseIf((0, codegen_1._) `${data} === "true" || ${data} === 1`)
                    .assign(coerced, true);
                return;
            case "null":
                gen.elseIf((0, codegen_1._) `${data} === "" || ${data} === 0 || ${data} === false`);
                gen.assign(coerced, null);
                return;
            case "array":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`)
                    .assign(coerced, (0, codegen_1._) `[${data}]`);
        }
    }
}
function assignParentData({ gen, parentData, parentDataProperty }, expr) {
    // TODO use gen.property
    gen.if((0, codegen_1._) `${parentData} !== undefined`, () => gen.assign((0, codegen_1._) `${parentData}[${parentDataProperty}]`, expr));
}
function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
    const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
    let cond;
    switch (dataType) {
        case "null":
            return (0, codegen_1._) `${data} ${EQ} null`;
        case "array":
            cond = (0, codegen_1._) `Array.isArray(${data})`;
            break;
        case "object":
            cond = (0, codegen_1._) `${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
            break;
        case "integer":
            cond = numCond((0, codegen_1._) `!(${data} % 1) && !isNaN(${data})`);
            break;
        case "number":
            cond = numCond();
            break;
        default:
            return (0, codegen_1._) `typeof ${data} ${EQ} ${dataType}`;
    }
    return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
    function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._) `typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._) `isFinite(${data})` : codegen_1.nil);
    }
}
exports.checkDataType = checkDataType;
function checkDataTypes(dataTypes, data, strictNums, correct) {
    if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
    }
    let cond;
    const types = (0, util_1.toHash)(dataTypes);
    if (types.array && types.object) {
        const notObj = (0, codegen_1._) `typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._) `!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
    }
    else {
        cond = codegen_1.nil;
    }
    if (types.number)
        delete types.integer;
    for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
    return cond;
}
exports.checkDataTypes = checkDataTypes;
const typeError = {
    message: ({ schema }) => `must be ${schema}`,
    params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._) `{type: ${schema}}` : (0, codegen_1._) `{type: ${schemaValue}}`,
};
function reportTypeError(it) {
    const cxt = getTypeErrorContext(it);
    (0, errors_1.reportError)(cxt, typeError);
}
exports.reportTypeError = reportTypeError;
function getTypeErrorContext(it) {
    const { gen, data, schema } = it;
    const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
    return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it,
    };
}
//# sourceMappingURL=dataType.js.map

/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.assignDefaults = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function assignDefaults(it, ty) {
    const { properties, items } = it.schema;
    if (ty === "object" && properties) {
        for (const key in properties) {
            assignDefault(it, key, properties[key].default);
        }
    }
    else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
    }
}
exports.assignDefaults = assignDefaults;
function assignDefault(it, prop, defaultValue) {
    const { gen, compositeRule, data, opts } = it;
    if (defaultValue === undefined)
        return;
    const childData = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(prop)}`;
    if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
    }
    let condition = (0, codegen_1._) `${childData} === undefined`;
    if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._) `${condition} || ${childData} === null || ${childData} === ""`;
    }
    // `${childData} === undefined` +
    // (opts.useDefaults === "empty" ? ` || ${childData} === null || ${childData} === ""` : "")
    gen.if(condition, (0, codegen_1._) `${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
}
//# sourceMappingURL=defaults.js.map

/***/ }),

/***/ 7881:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
const boolSchema_1 = __nccwpck_require__(5346);
const dataType_1 = __nccwpck_require__(6685);
const applicability_1 = __nccwpck_require__(7692);
const dataType_2 = __nccwpck_require__(6685);
const defaults_1 = __nccwpck_require__(1699);
const keyword_1 = __nccwpck_require__(5202);
const subschema_1 = __nccwpck_require__(6200);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const errors_1 = __nccwpck_require__(1283);
// schema compilation - generates validation function, subschemaCode (below) is used for subschemas
function validateFunctionCode(it) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            topSchemaObjCode(it);
            return;
        }
    }
    validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
}
exports.validateFunctionCode = validateFunctionCode;
function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
    if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
            gen.code((0, codegen_1._) `"use strict"; ${funcSourceUrl(schema, opts)}`);
            destructureValCxtES5(gen, opts);
            gen.code(body);
        });
    }
    else {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
    }
}
function destructureValCxt(opts) {
    return (0, codegen_1._) `{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._) `, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
}
function destructureValCxtES5(gen, opts) {
    gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
    }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `""`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `{}`);
    });
}
function topSchemaObjCode(it) {
    const { schema, opts, gen } = it;
    validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
            commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
            resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
    });
    return;
}
function resetEvaluated(it) {
    // TODO maybe some hook to execute it in the end to check whether props/items are Name, as in assignEvaluated
    const { gen, validateName } = it;
    it.evaluated = gen.const("evaluated", (0, codegen_1._) `${validateName}.evaluated`);
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._) `${it.evaluated}.props`, (0, codegen_1._) `undefined`));
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._) `${it.evaluated}.items`, (0, codegen_1._) `undefined`));
}
function funcSourceUrl(schema, opts) {
    const schId = typeof schema == "object" && schema[opts.schemaId];
    return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._) `/*# sourceURL=${schId} */` : codegen_1.nil;
}
// schema compilation - this function is used recursively to generate code for sub-schemas
function subschemaCode(it, valid) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            subSchemaObjCode(it, valid);
            return;
        }
    }
    (0, boolSchema_1.boolOrEmptySchema)(it, valid);
}
function schemaCxtHasRules({ schema, self }) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (self.RULES.all[key])
            return true;
    return false;
}
function isSchemaObj(it) {
    return typeof it.schema != "boolean";
}
function subSchemaObjCode(it, valid) {
    const { schema, gen, opts } = it;
    if (opts.$comment && schema.$comment)
        commentKeyword(it);
    updateContext(it);
    checkAsyncSchema(it);
    const errsCount = gen.const("_errs", names_1.default.errors);
    typeAndKeywords(it, errsCount);
    // TODO var
    gen.var(valid, (0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
}
function checkKeywords(it) {
    (0, util_1.checkUnknownRules)(it);
    checkRefsAndKeywords(it);
}
function typeAndKeywords(it, errsCount) {
    if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
    const types = (0, dataType_1.getSchemaTypes)(it.schema);
    const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
    schemaKeywords(it, types, !checkedTypes, errsCount);
}
function checkRefsAndKeywords(it) {
    const { schema, errSchemaPath, opts, self } = it;
    if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
    }
}
function checkNoDefault(it) {
    const { schema, opts } = it;
    if (schema.default !== undefined && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
    }
}
function updateContext(it) {
    const schId = it.schema[it.opts.schemaId];
    if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
}
function checkAsyncSchema(it) {
    if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
}
function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
    const msg = schema.$comment;
    if (opts.$comment === true) {
        gen.code((0, codegen_1._) `${names_1.default.self}.logger.log(${msg})`);
    }
    else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str) `${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._) `${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
    }
}
function returnResults(it) {
    const { gen, schemaEnv, validateName, ValidationError, opts } = it;
    if (schemaEnv.$async) {
        // TODO assign unevaluated
        gen.if((0, codegen_1._) `${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._) `new ${ValidationError}(${names_1.default.vErrors})`));
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
            assignEvaluated(it);
        gen.return((0, codegen_1._) `${names_1.default.errors} === 0`);
    }
}
function assignEvaluated({ gen, evaluated, props, items }) {
    if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.props`, props);
    if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.items`, items);
}
function schemaKeywords(it, types, typeErrors, errsCount) {
    const { gen, schema, data, allErrors, opts, self } = it;
    const { RULES } = self;
    if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition)); // TODO typecast
        return;
    }
    if (!opts.jtd)
        checkStrictTypes(it, types);
    gen.block(() => {
        for (const group of RULES.rules)
            groupKeywords(group);
        groupKeywords(RULES.post);
    });
    function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
            return;
        if (group.type) {
            gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
            iterateKeywords(it, group);
            if (types.length === 1 && types[0] === group.type && typeErrors) {
                gen.else();
                (0, dataType_2.reportTypeError)(it);
            }
            gen.endIf();
        }
        else {
            iterateKeywords(it, group);
        }
        // TODO make it "ok" call?
        if (!allErrors)
            gen.if((0, codegen_1._) `${names_1.default.errors} === ${errsCount || 0}`);
    }
}
function iterateKeywords(it, group) {
    const { gen, schema, opts: { useDefaults }, } = it;
    if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
    gen.block(() => {
        for (const rule of group.rules) {
            if ((0, applicability_1.shouldUseRule)(schema, rule)) {
                keywordCode(it, rule.keyword, rule.definition, group.type);
            }
        }
    });
}
function checkStrictTypes(it, types) {
    if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
    checkContextTypes(it, types);
    if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
    checkKeywordTypes(it, it.dataTypes);
}
function checkContextTypes(it, types) {
    if (!types.length)
        return;
    if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
    }
    types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
            strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
    });
    narrowSchemaTypes(it, types);
}
function checkMultipleTypes(it, ts) {
    if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
    }
}
function checkKeywordTypes(it, ts) {
    const rules = it.self.RULES.all;
    for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
            const { type } = rule.definition;
            if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
                strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
            }
        }
    }
}
function hasApplicableType(schTs, kwdT) {
    return schTs.includes(kwdT) || (kwdT === "number" && schTs.includes("integer"));
}
function includesType(ts, t) {
    return ts.includes(t) || (t === "integer" && ts.includes("number"));
}
function narrowSchemaTypes(it, withTypes) {
    const ts = [];
    for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
            ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
            ts.push("integer");
    }
    it.dataTypes = ts;
}
function strictTypesError(it, msg) {
    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
    msg += ` at "${schemaPath}" (strictTypes)`;
    (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
}
class KeywordCxt {
    constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
            this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        }
        else {
            this.schemaCode = this.schemaValue;
            if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
                throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
            }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
            this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
    }
    result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
    }
    failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
            failAction();
        else
            this.error();
        if (successAction) {
            this.gen.else();
            successAction();
            if (this.allErrors)
                this.gen.endIf();
        }
        else {
            if (this.allErrors)
                this.gen.endIf();
            else
                this.gen.else();
        }
    }
    pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), undefined, failAction);
    }
    fail(condition) {
        if (condition === undefined) {
            this.error();
            if (!this.allErrors)
                this.gen.if(false); // this branch will be removed by gen.optimize
            return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
            this.gen.endIf();
        else
            this.gen.else();
    }
    fail$data(condition) {
        if (!this.$data)
            return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._) `${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
    }
    error(append, errorParams, errorPaths) {
        if (errorParams) {
            this.setParams(errorParams);
            this._error(append, errorPaths);
            this.setParams({});
            return;
        }
        this._error(append, errorPaths);
    }
    _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
    }
    $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
    }
    reset() {
        if (this.errsCount === undefined)
            throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
    }
    ok(cond) {
        if (!this.allErrors)
            this.gen.if(cond);
    }
    setParams(obj, assign) {
        if (assign)
            Object.assign(this.params, obj);
        else
            this.params = obj;
    }
    block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
            this.check$data(valid, $dataValid);
            codeBlock();
        });
    }
    check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
            return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._) `${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
            gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
            gen.elseIf(this.invalid$data());
            this.$dataError();
            if (valid !== codegen_1.nil)
                gen.assign(valid, false);
        }
        gen.else();
    }
    invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
            if (schemaType.length) {
                /* istanbul ignore if */
                if (!(schemaCode instanceof codegen_1.Name))
                    throw new Error("ajv implementation error");
                const st = Array.isArray(schemaType) ? schemaType : [schemaType];
                return (0, codegen_1._) `${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
            }
            return codegen_1.nil;
        }
        function invalid$DataSchema() {
            if (def.validateSchema) {
                const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema }); // TODO value.code for standalone
                return (0, codegen_1._) `!${validateSchemaRef}(${schemaCode})`;
            }
            return codegen_1.nil;
        }
    }
    subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: undefined, props: undefined };
        subschemaCode(nextContext, valid);
        return nextContext;
    }
    mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
            return;
        if (it.props !== true && schemaCxt.props !== undefined) {
            it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== undefined) {
            it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
    }
    mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
            gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
            return true;
        }
    }
}
exports.KeywordCxt = KeywordCxt;
function keywordCode(it, keyword, def, ruleType) {
    const cxt = new KeywordCxt(it, def, keyword);
    if ("code" in def) {
        def.code(cxt, ruleType);
    }
    else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
    else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
    }
    else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
}
const JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
const RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
function getData($data, { dataLevel, dataNames, dataPathArr }) {
    let jsonPointer;
    let data;
    if ($data === "")
        return names_1.default.rootData;
    if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
    }
    else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
            if (up >= dataLevel)
                throw new Error(errorMsg("property/index", up));
            return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
            throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
            return data;
    }
    let expr = data;
    const segments = jsonPointer.split("/");
    for (const segment of segments) {
        if (segment) {
            data = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
            expr = (0, codegen_1._) `${expr} && ${data}`;
        }
    }
    return expr;
    function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
    }
}
exports.getData = getData;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5202:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const code_1 = __nccwpck_require__(8484);
const errors_1 = __nccwpck_require__(1283);
function macroKeywordCode(cxt, def) {
    const { gen, keyword, schema, parentSchema, it } = cxt;
    const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
    const schemaRef = useKeyword(gen, keyword, macroSchema);
    if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
    const valid = gen.name("valid");
    cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true,
    }, valid);
    cxt.pass(valid, () => cxt.error(true));
}
exports.macroKeywordCode = macroKeywordCode;
function funcKeywordCode(cxt, def) {
    var _a;
    const { gen, keyword, schema, parentSchema, $data, it } = cxt;
    checkAsyncKeyword(it, def);
    const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
    const validateRef = useKeyword(gen, keyword, validate);
    const valid = gen.let("valid");
    cxt.block$data(valid, validateKeyword);
    cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
    function validateKeyword() {
        if (def.errors === false) {
            assignValid();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => cxt.error());
        }
        else {
            const ruleErrs = def.async ? validateAsync() : validateSync();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => addErrs(cxt, ruleErrs));
        }
    }
    function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._) `await `), (e) => gen.assign(valid, false).if((0, codegen_1._) `${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._) `${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
    }
    function validateSync() {
        const validateErrs = (0, codegen_1._) `${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
    }
    function assignValid(_await = def.async ? (0, codegen_1._) `await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !(("compile" in def && !$data) || def.schema === false);
        gen.assign(valid, (0, codegen_1._) `${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
    }
    function reportErrs(errors) {
        var _a;
        gen.if((0, codegen_1.not)((_a = def.valid) !== null && _a !== void 0 ? _a : valid), errors);
    }
}
exports.funcKeywordCode = funcKeywordCode;
function modifyData(cxt) {
    const { gen, data, it } = cxt;
    gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._) `${it.parentData}[${it.parentDataProperty}]`));
}
function addErrs(cxt, errs) {
    const { gen } = cxt;
    gen.if((0, codegen_1._) `Array.isArray(${errs})`, () => {
        gen
            .assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`)
            .assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
    }, () => cxt.error());
}
function checkAsyncKeyword({ schemaEnv }, def) {
    if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
}
function useKeyword(gen, keyword, result) {
    if (result === undefined)
        throw new Error(`keyword "${keyword}" failed to compile`);
    return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
}
function validSchemaType(schema, schemaType, allowUndefined = false) {
    // TODO add tests
    return (!schemaType.length ||
        schemaType.some((st) => st === "array"
            ? Array.isArray(schema)
            : st === "object"
                ? schema && typeof schema == "object" && !Array.isArray(schema)
                : typeof schema == st || (allowUndefined && typeof schema == "undefined")));
}
exports.validSchemaType = validSchemaType;
function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
    /* istanbul ignore if */
    if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
    }
    const deps = def.dependencies;
    if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
    }
    if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
            const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` +
                self.errorsText(def.validateSchema.errors);
            if (opts.validateSchema === "log")
                self.logger.error(msg);
            else
                throw new Error(msg);
        }
    }
}
exports.validateKeywordUsage = validateKeywordUsage;
//# sourceMappingURL=keyword.js.map

/***/ }),

/***/ 6200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
    if (keyword !== undefined && schema !== undefined) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
    }
    if (keyword !== undefined) {
        const sch = it.schema[keyword];
        return schemaProp === undefined
            ? {
                schema: sch,
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}`,
            }
            : {
                schema: sch[schemaProp],
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`,
            };
    }
    if (schema !== undefined) {
        if (schemaPath === undefined || errSchemaPath === undefined || topSchemaRef === undefined) {
            throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
            schema,
            schemaPath,
            topSchemaRef,
            errSchemaPath,
        };
    }
    throw new Error('either "keyword" or "schema" must be passed');
}
exports.getSubschema = getSubschema;
function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
    if (data !== undefined && dataProp !== undefined) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
    }
    const { gen } = it;
    if (dataProp !== undefined) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._) `${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._) `${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
    }
    if (data !== undefined) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true); // replaceable if used once?
        dataContextProps(nextData);
        if (propertyName !== undefined)
            subschema.propertyName = propertyName;
        // TODO something is possibly wrong here with not changing parentDataProperty and not appending dataPathArr
    }
    if (dataTypes)
        subschema.dataTypes = dataTypes;
    function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
    }
}
exports.extendSubschemaData = extendSubschemaData;
function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
    if (compositeRule !== undefined)
        subschema.compositeRule = compositeRule;
    if (createErrors !== undefined)
        subschema.createErrors = createErrors;
    if (allErrors !== undefined)
        subschema.allErrors = allErrors;
    subschema.jtdDiscriminator = jtdDiscriminator; // not inherited
    subschema.jtdMetadata = jtdMetadata; // not inherited
}
exports.extendSubschemaMode = extendSubschemaMode;
//# sourceMappingURL=subschema.js.map

/***/ }),

/***/ 3893:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
const validation_error_1 = __nccwpck_require__(5402);
const ref_error_1 = __nccwpck_require__(3162);
const rules_1 = __nccwpck_require__(7353);
const compile_1 = __nccwpck_require__(2718);
const codegen_2 = __nccwpck_require__(1436);
const resolve_1 = __nccwpck_require__(4090);
const dataType_1 = __nccwpck_require__(6685);
const util_1 = __nccwpck_require__(4464);
const $dataRefSchema = __nccwpck_require__(3837);
const uri_1 = __nccwpck_require__(6285);
const defaultRegExp = (str, flags) => new RegExp(str, flags);
defaultRegExp.code = "new RegExp";
const META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
const EXT_SCOPE_NAMES = new Set([
    "validate",
    "serialize",
    "parse",
    "wrapper",
    "root",
    "schema",
    "keyword",
    "pattern",
    "formats",
    "validate$data",
    "func",
    "obj",
    "Error",
]);
const removedOptions = {
    errorDataPath: "",
    format: "`validateFormats: false` can be used instead.",
    nullable: '"nullable" keyword is supported by default.',
    jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
    extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
    missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
    processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
    sourceCode: "Use option `code: {source: true}`",
    strictDefaults: "It is default now, see option `strict`.",
    strictKeywords: "It is default now, see option `strict`.",
    uniqueItems: '"uniqueItems" keyword is always validated.',
    unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
    cache: "Map is used as cache, schema object as key.",
    serialize: "Map is used as cache, schema object as key.",
    ajvErrors: "It is default now.",
};
const deprecatedOptions = {
    ignoreKeywordsWithRef: "",
    jsPropertySyntax: "",
    unicode: '"minLength"/"maxLength" account for unicode characters by default.',
};
const MAX_EXPRESSION = 200;
// eslint-disable-next-line complexity
function requiredOptions(o) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
    const s = o.strict;
    const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
    const optimize = _optz === true || _optz === undefined ? 1 : _optz || 0;
    const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
    const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
    return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver: uriResolver,
    };
}
class Ajv {
    constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = Object.create(null);
        this._compilations = new Set();
        this._loading = {};
        this._cache = new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
            addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
            addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
            this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
    }
    _addVocabularies() {
        this.addKeyword("$async");
    }
    _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
            _dataRefSchema = { ...$dataRefSchema };
            _dataRefSchema.id = _dataRefSchema.$id;
            delete _dataRefSchema.$id;
        }
        if (meta && $data)
            this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
    }
    defaultMeta() {
        const { meta, schemaId } = this.opts;
        return (this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : undefined);
    }
    validate(schemaKeyRef, // key, ref or schema object
    // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
    data // to be validated
    ) {
        let v;
        if (typeof schemaKeyRef == "string") {
            v = this.getSchema(schemaKeyRef);
            if (!v)
                throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        }
        else {
            v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
            this.errors = v.errors;
        return valid;
    }
    compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
            throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
            await loadMetaSchema.call(this, _schema.$schema);
            const sch = this._addSchema(_schema, _meta);
            return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
            if ($ref && !this.getSchema($ref)) {
                await runCompileAsync.call(this, { $ref }, true);
            }
        }
        async function _compileAsync(sch) {
            try {
                return this._compileSchemaEnv(sch);
            }
            catch (e) {
                if (!(e instanceof ref_error_1.default))
                    throw e;
                checkLoaded.call(this, e);
                await loadMissingSchema.call(this, e.missingSchema);
                return _compileAsync.call(this, sch);
            }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
            if (this.refs[ref]) {
                throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
            }
        }
        async function loadMissingSchema(ref) {
            const _schema = await _loadSchema.call(this, ref);
            if (!this.refs[ref])
                await loadMetaSchema.call(this, _schema.$schema);
            if (!this.refs[ref])
                this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
            const p = this._loading[ref];
            if (p)
                return p;
            try {
                return await (this._loading[ref] = loadSchema(ref));
            }
            finally {
                delete this._loading[ref];
            }
        }
    }
    // Adds schema to the instance
    addSchema(schema, // If array is passed, `key` will be ignored
    key, // Optional schema key. Can be passed to `validate` method instead of schema object or id/ref. One schema per instance can have empty `id` and `key`.
    _meta, // true if schema is a meta-schema. Used internally, addMetaSchema should be used instead.
    _validateSchema = this.opts.validateSchema // false to skip schema validation. Used internally, option validateSchema should be used instead.
    ) {
        if (Array.isArray(schema)) {
            for (const sch of schema)
                this.addSchema(sch, undefined, _meta, _validateSchema);
            return this;
        }
        let id;
        if (typeof schema === "object") {
            const { schemaId } = this.opts;
            id = schema[schemaId];
            if (id !== undefined && typeof id != "string") {
                throw new Error(`schema ${schemaId} must be string`);
            }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
    }
    // Add schema that will be used to validate other schemas
    // options in META_IGNORE_OPTIONS are alway set to false
    addMetaSchema(schema, key, // schema key
    _validateSchema = this.opts.validateSchema // false to skip schema validation, can be used to override validateSchema option for meta-schema
    ) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
    }
    //  Validate schema against its meta-schema
    validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
            return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== undefined && typeof $schema != "string") {
            throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
            this.logger.warn("meta-schema not available");
            this.errors = null;
            return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
            const message = "schema is invalid: " + this.errorsText();
            if (this.opts.validateSchema === "log")
                this.logger.error(message);
            else
                throw new Error(message);
        }
        return valid;
    }
    // Get compiled schema by `key` or `ref`.
    // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
    getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
            keyRef = sch;
        if (sch === undefined) {
            const { schemaId } = this.opts;
            const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
            sch = compile_1.resolveSchema.call(this, root, keyRef);
            if (!sch)
                return;
            this.refs[keyRef] = sch;
        }
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    // Remove cached schema(s).
    // If no parameter is passed all schemas but meta-schemas are removed.
    // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
    // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
    removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
            this._removeAllSchemas(this.schemas, schemaKeyRef);
            this._removeAllSchemas(this.refs, schemaKeyRef);
            return this;
        }
        switch (typeof schemaKeyRef) {
            case "undefined":
                this._removeAllSchemas(this.schemas);
                this._removeAllSchemas(this.refs);
                this._cache.clear();
                return this;
            case "string": {
                const sch = getSchEnv.call(this, schemaKeyRef);
                if (typeof sch == "object")
                    this._cache.delete(sch.schema);
                delete this.schemas[schemaKeyRef];
                delete this.refs[schemaKeyRef];
                return this;
            }
            case "object": {
                const cacheKey = schemaKeyRef;
                this._cache.delete(cacheKey);
                let id = schemaKeyRef[this.opts.schemaId];
                if (id) {
                    id = (0, resolve_1.normalizeId)(id);
                    delete this.schemas[id];
                    delete this.refs[id];
                }
                return this;
            }
            default:
                throw new Error("ajv.removeSchema: invalid parameter");
        }
    }
    // add "vocabulary" - a collection of keywords
    addVocabulary(definitions) {
        for (const def of definitions)
            this.addKeyword(def);
        return this;
    }
    addKeyword(kwdOrDef, def // deprecated
    ) {
        let keyword;
        if (typeof kwdOrDef == "string") {
            keyword = kwdOrDef;
            if (typeof def == "object") {
                this.logger.warn("these parameters are deprecated, see docs for addKeyword");
                def.keyword = keyword;
            }
        }
        else if (typeof kwdOrDef == "object" && def === undefined) {
            def = kwdOrDef;
            keyword = def.keyword;
            if (Array.isArray(keyword) && !keyword.length) {
                throw new Error("addKeywords: keyword must be string or non-empty array");
            }
        }
        else {
            throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
            (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
            return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
            ...def,
            type: (0, dataType_1.getJSONTypes)(def.type),
            schemaType: (0, dataType_1.getJSONTypes)(def.schemaType),
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0
            ? (k) => addRule.call(this, k, definition)
            : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
    }
    getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
    }
    // Remove keyword
    removeKeyword(keyword) {
        // TODO return type should be Ajv
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
            const i = group.rules.findIndex((rule) => rule.keyword === keyword);
            if (i >= 0)
                group.rules.splice(i, 1);
        }
        return this;
    }
    // Add format
    addFormat(name, format) {
        if (typeof format == "string")
            format = new RegExp(format);
        this.formats[name] = format;
        return this;
    }
    errorsText(errors = this.errors, // optional array of validation errors
    { separator = ", ", dataVar = "data" } = {} // optional options with properties `separator` and `dataVar`
    ) {
        if (!errors || errors.length === 0)
            return "No errors";
        return errors
            .map((e) => `${dataVar}${e.instancePath} ${e.message}`)
            .reduce((text, msg) => text + separator + msg);
    }
    $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
            const segments = jsonPointer.split("/").slice(1); // first segment is an empty string
            let keywords = metaSchema;
            for (const seg of segments)
                keywords = keywords[seg];
            for (const key in rules) {
                const rule = rules[key];
                if (typeof rule != "object")
                    continue;
                const { $data } = rule.definition;
                const schema = keywords[key];
                if ($data && schema)
                    keywords[key] = schemaOrData(schema);
            }
        }
        return metaSchema;
    }
    _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
            const sch = schemas[keyRef];
            if (!regex || regex.test(keyRef)) {
                if (typeof sch == "string") {
                    delete schemas[keyRef];
                }
                else if (sch && !sch.meta) {
                    this._cache.delete(sch.schema);
                    delete schemas[keyRef];
                }
            }
        }
    }
    _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
            id = schema[schemaId];
        }
        else {
            if (this.opts.jtd)
                throw new Error("schema must be object");
            else if (typeof schema != "boolean")
                throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== undefined)
            return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
            // TODO atm it is allowed to overwrite schemas without id (instead of not adding them)
            if (baseId)
                this._checkUnique(baseId);
            this.refs[baseId] = sch;
        }
        if (validateSchema)
            this.validateSchema(schema, true);
        return sch;
    }
    _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
            throw new Error(`schema with key or id "${id}" already exists`);
        }
    }
    _compileSchemaEnv(sch) {
        if (sch.meta)
            this._compileMetaSchema(sch);
        else
            compile_1.compileSchema.call(this, sch);
        /* istanbul ignore if */
        if (!sch.validate)
            throw new Error("ajv implementation error");
        return sch.validate;
    }
    _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
            compile_1.compileSchema.call(this, sch);
        }
        finally {
            this.opts = currentOpts;
        }
    }
}
Ajv.ValidationError = validation_error_1.default;
Ajv.MissingRefError = ref_error_1.default;
exports["default"] = Ajv;
function checkOptions(checkOpts, options, msg, log = "error") {
    for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
            this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
    }
}
function getSchEnv(keyRef) {
    keyRef = (0, resolve_1.normalizeId)(keyRef); // TODO tests fail without this line
    return this.schemas[keyRef] || this.refs[keyRef];
}
function addInitialSchemas() {
    const optsSchemas = this.opts.schemas;
    if (!optsSchemas)
        return;
    if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
    else
        for (const key in optsSchemas)
            this.addSchema(optsSchemas[key], key);
}
function addInitialFormats() {
    for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
            this.addFormat(name, format);
    }
}
function addInitialKeywords(defs) {
    if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
    }
    this.logger.warn("keywords option as map is deprecated, pass array");
    for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
            def.keyword = keyword;
        this.addKeyword(def);
    }
}
function getMetaSchemaOptions() {
    const metaOpts = { ...this.opts };
    for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
    return metaOpts;
}
const noLogs = { log() { }, warn() { }, error() { } };
function getLogger(logger) {
    if (logger === false)
        return noLogs;
    if (logger === undefined)
        return console;
    if (logger.log && logger.warn && logger.error)
        return logger;
    throw new Error("logger must implement log, warn and error methods");
}
const KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
function checkKeyword(keyword, def) {
    const { RULES } = this;
    (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
            throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
            throw new Error(`Keyword ${kwd} has invalid name`);
    });
    if (!def)
        return;
    if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
    }
}
function addRule(keyword, definition, dataType) {
    var _a;
    const post = definition === null || definition === void 0 ? void 0 : definition.post;
    if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
    const { RULES } = this;
    let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
    if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
    }
    RULES.keywords[keyword] = true;
    if (!definition)
        return;
    const rule = {
        keyword,
        definition: {
            ...definition,
            type: (0, dataType_1.getJSONTypes)(definition.type),
            schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType),
        },
    };
    if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
    else
        ruleGroup.rules.push(rule);
    RULES.all[keyword] = rule;
    (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
}
function addBeforeRule(ruleGroup, rule, before) {
    const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
    if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
    }
    else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
    }
}
function keywordMetaschema(def) {
    let { metaSchema } = def;
    if (metaSchema === undefined)
        return;
    if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
    def.validateSchema = this.compile(metaSchema, true);
}
const $dataRef = {
    $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
};
function schemaOrData(schema) {
    return { anyOf: [schema, $dataRef] };
}
//# sourceMappingURL=core.js.map

/***/ }),

/***/ 3995:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __nccwpck_require__(1678);
const applicator = __nccwpck_require__(7216);
const unevaluated = __nccwpck_require__(9547);
const content = __nccwpck_require__(8226);
const core = __nccwpck_require__(518);
const format = __nccwpck_require__(4588);
const metadata = __nccwpck_require__(5707);
const validation = __nccwpck_require__(7082);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2020($data) {
    ;
    [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2020;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __nccwpck_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 6285:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const uri = __nccwpck_require__(4352);
uri.code = 'require("ajv/dist/runtime/uri").default';
exports["default"] = uri;
//# sourceMappingURL=uri.js.map

/***/ }),

/***/ 5402:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
class ValidationError extends Error {
    constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
    }
}
exports["default"] = ValidationError;
//# sourceMappingURL=validation_error.js.map

/***/ }),

/***/ 3448:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateAdditionalItems = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "additionalItems",
    type: "array",
    schemaType: ["boolean", "object"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
            (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
            return;
        }
        validateAdditionalItems(cxt, items);
    },
};
function validateAdditionalItems(cxt, items) {
    const { gen, schema, data, keyword, it } = cxt;
    it.items = true;
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._) `${len} <= ${items.length}`);
    }
    else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items.length}`); // TODO var
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
    }
    function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
            cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
    }
}
exports.validateAdditionalItems = validateAdditionalItems;
exports["default"] = def;
//# sourceMappingURL=additionalItems.js.map

/***/ }),

/***/ 2431:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must NOT have additional properties",
    params: ({ params }) => (0, codegen_1._) `{additionalProperty: ${params.additionalProperty}}`,
};
const def = {
    keyword: "additionalProperties",
    type: ["object"],
    schemaType: ["boolean", "object"],
    allowUndefined: true,
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        /* istanbul ignore if */
        if (!errsCount)
            throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
            return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
            gen.forIn("key", data, (key) => {
                if (!props.length && !patProps.length)
                    additionalPropertyCode(key);
                else
                    gen.if(isAdditional(key), () => additionalPropertyCode(key));
            });
        }
        function isAdditional(key) {
            let definedProp;
            if (props.length > 8) {
                // TODO maybe an option instead of hard-coded 8?
                const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
                definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
            }
            else if (props.length) {
                definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._) `${key} === ${p}`));
            }
            else {
                definedProp = codegen_1.nil;
            }
            if (patProps.length) {
                definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._) `${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
            }
            return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
            gen.code((0, codegen_1._) `delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
            if (opts.removeAdditional === "all" || (opts.removeAdditional && schema === false)) {
                deleteAdditional(key);
                return;
            }
            if (schema === false) {
                cxt.setParams({ additionalProperty: key });
                cxt.error();
                if (!allErrors)
                    gen.break();
                return;
            }
            if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
                const valid = gen.name("valid");
                if (opts.removeAdditional === "failing") {
                    applyAdditionalSchema(key, valid, false);
                    gen.if((0, codegen_1.not)(valid), () => {
                        cxt.reset();
                        deleteAdditional(key);
                    });
                }
                else {
                    applyAdditionalSchema(key, valid);
                    if (!allErrors)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                }
            }
        }
        function applyAdditionalSchema(key, valid, errors) {
            const subschema = {
                keyword: "additionalProperties",
                dataProp: key,
                dataPropType: util_1.Type.Str,
            };
            if (errors === false) {
                Object.assign(subschema, {
                    compositeRule: true,
                    createErrors: false,
                    allErrors: false,
                });
            }
            cxt.subschema(subschema, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=additionalProperties.js.map

/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "allOf",
    schemaType: "array",
    code(cxt) {
        const { gen, schema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
            if ((0, util_1.alwaysValidSchema)(it, sch))
                return;
            const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
            cxt.ok(valid);
            cxt.mergeEvaluated(schCxt);
        });
    },
};
exports["default"] = def;
//# sourceMappingURL=allOf.js.map

/***/ }),

/***/ 9380:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "anyOf",
    schemaType: "array",
    trackErrors: true,
    code: code_1.validateUnion,
    error: { message: "must match a schema in anyOf" },
};
exports["default"] = def;
//# sourceMappingURL=anyOf.js.map

/***/ }),

/***/ 6182:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { min, max } }) => max === undefined
        ? (0, codegen_1.str) `must contain at least ${min} valid item(s)`
        : (0, codegen_1.str) `must contain at least ${min} and no more than ${max} valid item(s)`,
    params: ({ params: { min, max } }) => max === undefined ? (0, codegen_1._) `{minContains: ${min}}` : (0, codegen_1._) `{minContains: ${min}, maxContains: ${max}}`,
};
const def = {
    keyword: "contains",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
            min = minContains === undefined ? 1 : minContains;
            max = maxContains;
        }
        else {
            min = 1;
        }
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        cxt.setParams({ min, max });
        if (max === undefined && min === 0) {
            (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
            return;
        }
        if (max !== undefined && min > max) {
            (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
            cxt.fail();
            return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            let cond = (0, codegen_1._) `${len} >= ${min}`;
            if (max !== undefined)
                cond = (0, codegen_1._) `${cond} && ${len} <= ${max}`;
            cxt.pass(cond);
            return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === undefined && min === 1) {
            validateItems(valid, () => gen.if(valid, () => gen.break()));
        }
        else if (min === 0) {
            gen.let(valid, true);
            if (max !== undefined)
                gen.if((0, codegen_1._) `${data}.length > 0`, validateItemsWithCount);
        }
        else {
            gen.let(valid, false);
            validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
            const schValid = gen.name("_valid");
            const count = gen.let("count", 0);
            validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
            gen.forRange("i", 0, len, (i) => {
                cxt.subschema({
                    keyword: "contains",
                    dataProp: i,
                    dataPropType: util_1.Type.Num,
                    compositeRule: true,
                }, _valid);
                block();
            });
        }
        function checkLimits(count) {
            gen.code((0, codegen_1._) `${count}++`);
            if (max === undefined) {
                gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true).break());
            }
            else {
                gen.if((0, codegen_1._) `${count} > ${max}`, () => gen.assign(valid, false).break());
                if (min === 1)
                    gen.assign(valid, true);
                else
                    gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true));
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=contains.js.map

/***/ }),

/***/ 5826:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
exports.error = {
    message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str) `must have ${property_ies} ${deps} when property ${property} is present`;
    },
    params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._) `{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`, // TODO change to reference
};
const def = {
    keyword: "dependencies",
    type: "object",
    schemaType: "object",
    error: exports.error,
    code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
    },
};
function splitDependencies({ schema }) {
    const propertyDeps = {};
    const schemaDeps = {};
    for (const key in schema) {
        if (key === "__proto__")
            continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
    }
    return [propertyDeps, schemaDeps];
}
function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
    const { gen, data, it } = cxt;
    if (Object.keys(propertyDeps).length === 0)
        return;
    const missing = gen.let("missing");
    for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
            continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
            property: prop,
            depsCount: deps.length,
            deps: deps.join(", "),
        });
        if (it.allErrors) {
            gen.if(hasProperty, () => {
                for (const depProp of deps) {
                    (0, code_1.checkReportMissingProp)(cxt, depProp);
                }
            });
        }
        else {
            gen.if((0, codegen_1._) `${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
        }
    }
}
exports.validatePropertyDeps = validatePropertyDeps;
function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
            continue;
        gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties), () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
        }, () => gen.var(valid, true) // TODO var
        );
        cxt.ok(valid);
    }
}
exports.validateSchemaDeps = validateSchemaDeps;
exports["default"] = def;
//# sourceMappingURL=dependencies.js.map

/***/ }),

/***/ 3818:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependencies_1 = __nccwpck_require__(5826);
const def = {
    keyword: "dependentSchemas",
    type: "object",
    schemaType: "object",
    code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt),
};
exports["default"] = def;
//# sourceMappingURL=dependentSchemas.js.map

/***/ }),

/***/ 8584:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params }) => (0, codegen_1.str) `must match "${params.ifClause}" schema`,
    params: ({ params }) => (0, codegen_1._) `{failingKeyword: ${params.ifClause}}`,
};
const def = {
    keyword: "if",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === undefined && parentSchema.else === undefined) {
            (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
            return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
            const ifClause = gen.let("ifClause");
            cxt.setParams({ ifClause });
            gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        }
        else if (hasThen) {
            gen.if(schValid, validateClause("then"));
        }
        else {
            gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
            const schCxt = cxt.subschema({
                keyword: "if",
                compositeRule: true,
                createErrors: false,
                allErrors: false,
            }, schValid);
            cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
            return () => {
                const schCxt = cxt.subschema({ keyword }, schValid);
                gen.assign(valid, schValid);
                cxt.mergeValidEvaluated(schCxt, valid);
                if (ifClause)
                    gen.assign(ifClause, (0, codegen_1._) `${keyword}`);
                else
                    cxt.setParams({ ifClause: keyword });
            };
        }
    },
};
function hasSchema(it, keyword) {
    const schema = it.schema[keyword];
    return schema !== undefined && !(0, util_1.alwaysValidSchema)(it, schema);
}
exports["default"] = def;
//# sourceMappingURL=if.js.map

/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const additionalItems_1 = __nccwpck_require__(3448);
const prefixItems_1 = __nccwpck_require__(6467);
const items_1 = __nccwpck_require__(5791);
const items2020_1 = __nccwpck_require__(2959);
const contains_1 = __nccwpck_require__(6182);
const dependencies_1 = __nccwpck_require__(5826);
const propertyNames_1 = __nccwpck_require__(1372);
const additionalProperties_1 = __nccwpck_require__(2431);
const properties_1 = __nccwpck_require__(8778);
const patternProperties_1 = __nccwpck_require__(664);
const not_1 = __nccwpck_require__(8350);
const anyOf_1 = __nccwpck_require__(9380);
const oneOf_1 = __nccwpck_require__(2490);
const allOf_1 = __nccwpck_require__(9205);
const if_1 = __nccwpck_require__(8584);
const thenElse_1 = __nccwpck_require__(9210);
function getApplicator(draft2020 = false) {
    const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default,
    ];
    // array
    if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
    else
        applicator.push(additionalItems_1.default, items_1.default);
    applicator.push(contains_1.default);
    return applicator;
}
exports["default"] = getApplicator;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5791:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateTuple = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "array", "boolean"],
    before: "uniqueItems",
    code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
            return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        cxt.ok((0, code_1.validateArray)(cxt));
    },
};
function validateTuple(cxt, extraItems, schArr = cxt.schema) {
    const { gen, parentSchema, data, keyword, it } = cxt;
    checkStrictTuple(parentSchema);
    if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
    }
    const valid = gen.name("valid");
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
        gen.if((0, codegen_1._) `${len} > ${i}`, () => cxt.subschema({
            keyword,
            schemaProp: i,
            dataProp: i,
        }, valid));
        cxt.ok(valid);
    });
    function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
            const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
            (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
    }
}
exports.validateTuple = validateTuple;
exports["default"] = def;
//# sourceMappingURL=items.js.map

/***/ }),

/***/ 2959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const additionalItems_1 = __nccwpck_require__(3448);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        if (prefixItems)
            (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
            cxt.ok((0, code_1.validateArray)(cxt));
    },
};
exports["default"] = def;
//# sourceMappingURL=items2020.js.map

/***/ }),

/***/ 8350:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "not",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            cxt.fail();
            return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
            keyword: "not",
            compositeRule: true,
            createErrors: false,
            allErrors: false,
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
    },
    error: { message: "must NOT be valid" },
};
exports["default"] = def;
//# sourceMappingURL=not.js.map

/***/ }),

/***/ 2490:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must match exactly one schema in oneOf",
    params: ({ params }) => (0, codegen_1._) `{passingSchemas: ${params.passing}}`,
};
const def = {
    keyword: "oneOf",
    schemaType: "array",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
            return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        // TODO possibly fail straight away (with warning or exception) if there are two empty always valid schemas
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
            schArr.forEach((sch, i) => {
                let schCxt;
                if ((0, util_1.alwaysValidSchema)(it, sch)) {
                    gen.var(schValid, true);
                }
                else {
                    schCxt = cxt.subschema({
                        keyword: "oneOf",
                        schemaProp: i,
                        compositeRule: true,
                    }, schValid);
                }
                if (i > 0) {
                    gen
                        .if((0, codegen_1._) `${schValid} && ${valid}`)
                        .assign(valid, false)
                        .assign(passing, (0, codegen_1._) `[${passing}, ${i}]`)
                        .else();
                }
                gen.if(schValid, () => {
                    gen.assign(valid, true);
                    gen.assign(passing, i);
                    if (schCxt)
                        cxt.mergeEvaluated(schCxt, codegen_1.Name);
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=oneOf.js.map

/***/ }),

/***/ 664:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const util_2 = __nccwpck_require__(4464);
const def = {
    keyword: "patternProperties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 ||
            (alwaysValidPatterns.length === patterns.length &&
                (!it.opts.unevaluated || it.props === true))) {
            return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
            it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
            for (const pat of patterns) {
                if (checkProperties)
                    checkMatchingProperties(pat);
                if (it.allErrors) {
                    validateProperties(pat);
                }
                else {
                    gen.var(valid, true); // TODO var
                    validateProperties(pat);
                    gen.if(valid);
                }
            }
        }
        function checkMatchingProperties(pat) {
            for (const prop in checkProperties) {
                if (new RegExp(pat).test(prop)) {
                    (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
                }
            }
        }
        function validateProperties(pat) {
            gen.forIn("key", data, (key) => {
                gen.if((0, codegen_1._) `${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
                    const alwaysValid = alwaysValidPatterns.includes(pat);
                    if (!alwaysValid) {
                        cxt.subschema({
                            keyword: "patternProperties",
                            schemaProp: pat,
                            dataProp: key,
                            dataPropType: util_2.Type.Str,
                        }, valid);
                    }
                    if (it.opts.unevaluated && props !== true) {
                        gen.assign((0, codegen_1._) `${props}[${key}]`, true);
                    }
                    else if (!alwaysValid && !it.allErrors) {
                        // can short-circuit if `unevaluatedProperties` is not supported (opts.next === false)
                        // or if all properties were evaluated (props === true)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                    }
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=patternProperties.js.map

/***/ }),

/***/ 6467:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const items_1 = __nccwpck_require__(5791);
const def = {
    keyword: "prefixItems",
    type: "array",
    schemaType: ["array"],
    before: "uniqueItems",
    code: (cxt) => (0, items_1.validateTuple)(cxt, "items"),
};
exports["default"] = def;
//# sourceMappingURL=prefixItems.js.map

/***/ }),

/***/ 8778:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const validate_1 = __nccwpck_require__(7881);
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const additionalProperties_1 = __nccwpck_require__(2431);
const def = {
    keyword: "properties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === undefined) {
            additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
            it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
            it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
            return;
        const valid = gen.name("valid");
        for (const prop of properties) {
            if (hasDefault(prop)) {
                applyPropertySchema(prop);
            }
            else {
                gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
                applyPropertySchema(prop);
                if (!it.allErrors)
                    gen.else().var(valid, true);
                gen.endIf();
            }
            cxt.it.definedProperties.add(prop);
            cxt.ok(valid);
        }
        function hasDefault(prop) {
            return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== undefined;
        }
        function applyPropertySchema(prop) {
            cxt.subschema({
                keyword: "properties",
                schemaProp: prop,
                dataProp: prop,
            }, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=properties.js.map

/***/ }),

/***/ 1372:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "property name must be valid",
    params: ({ params }) => (0, codegen_1._) `{propertyName: ${params.propertyName}}`,
};
const def = {
    keyword: "propertyNames",
    type: "object",
    schemaType: ["object", "boolean"],
    error,
    code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
            cxt.setParams({ propertyName: key });
            cxt.subschema({
                keyword: "propertyNames",
                data: key,
                dataTypes: ["string"],
                propertyName: key,
                compositeRule: true,
            }, valid);
            gen.if((0, codegen_1.not)(valid), () => {
                cxt.error(true);
                if (!it.allErrors)
                    gen.break();
            });
        });
        cxt.ok(valid);
    },
};
exports["default"] = def;
//# sourceMappingURL=propertyNames.js.map

/***/ }),

/***/ 9210:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: ["then", "else"],
    schemaType: ["object", "boolean"],
    code({ keyword, parentSchema, it }) {
        if (parentSchema.if === undefined)
            (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
    },
};
exports["default"] = def;
//# sourceMappingURL=thenElse.js.map

/***/ }),

/***/ 8484:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
const util_2 = __nccwpck_require__(4464);
function checkReportMissingProp(cxt, prop) {
    const { gen, data, it } = cxt;
    gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._) `${prop}` }, true);
        cxt.error();
    });
}
exports.checkReportMissingProp = checkReportMissingProp;
function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
    return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._) `${missing} = ${prop}`)));
}
exports.checkMissingProp = checkMissingProp;
function reportMissingProp(cxt, missing) {
    cxt.setParams({ missingProperty: missing }, true);
    cxt.error();
}
exports.reportMissingProp = reportMissingProp;
function hasPropFunc(gen) {
    return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._) `Object.prototype.hasOwnProperty`,
    });
}
exports.hasPropFunc = hasPropFunc;
function isOwnProperty(gen, data, property) {
    return (0, codegen_1._) `${hasPropFunc(gen)}.call(${data}, ${property})`;
}
exports.isOwnProperty = isOwnProperty;
function propertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
    return ownProperties ? (0, codegen_1._) `${cond} && ${isOwnProperty(gen, data, property)}` : cond;
}
exports.propertyInData = propertyInData;
function noPropertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} === undefined`;
    return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
}
exports.noPropertyInData = noPropertyInData;
function allSchemaProperties(schemaMap) {
    return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
}
exports.allSchemaProperties = allSchemaProperties;
function schemaProperties(it, schemaMap) {
    return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
}
exports.schemaProperties = schemaProperties;
function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
    const dataAndSchema = passSchema ? (0, codegen_1._) `${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
    const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData],
    ];
    if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
    const args = (0, codegen_1._) `${dataAndSchema}, ${gen.object(...valCxt)}`;
    return context !== codegen_1.nil ? (0, codegen_1._) `${func}.call(${context}, ${args})` : (0, codegen_1._) `${func}(${args})`;
}
exports.callValidateCode = callValidateCode;
const newRegExp = (0, codegen_1._) `new RegExp`;
function usePattern({ gen, it: { opts } }, pattern) {
    const u = opts.unicodeRegExp ? "u" : "";
    const { regExp } = opts.code;
    const rx = regExp(pattern, u);
    return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._) `${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`,
    });
}
exports.usePattern = usePattern;
function validateArray(cxt) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
    }
    gen.var(valid, true);
    validateItems(() => gen.break());
    return valid;
    function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
                keyword,
                dataProp: i,
                dataPropType: util_1.Type.Num,
            }, valid);
            gen.if((0, codegen_1.not)(valid), notValid);
        });
    }
}
exports.validateArray = validateArray;
function validateUnion(cxt) {
    const { gen, schema, keyword, it } = cxt;
    /* istanbul ignore if */
    if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
    const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
    if (alwaysValid && !it.opts.unevaluated)
        return;
    const valid = gen.let("valid", false);
    const schValid = gen.name("_valid");
    gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
            keyword,
            schemaProp: i,
            compositeRule: true,
        }, schValid);
        gen.assign(valid, (0, codegen_1._) `${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        // can short-circuit if `unevaluatedProperties/Items` not supported (opts.unevaluated !== true)
        // or if all properties and items were evaluated (it.props === true && it.items === true)
        if (!merged)
            gen.if((0, codegen_1.not)(valid));
    }));
    cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
}
exports.validateUnion = validateUnion;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 9872:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const def = {
    keyword: "id",
    code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
    },
};
exports["default"] = def;
//# sourceMappingURL=id.js.map

/***/ }),

/***/ 7397:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const id_1 = __nccwpck_require__(9872);
const ref_1 = __nccwpck_require__(2996);
const core = [
    "$schema",
    "$id",
    "$defs",
    "$vocabulary",
    { keyword: "$comment" },
    "definitions",
    id_1.default,
    ref_1.default,
];
exports["default"] = core;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callRef = exports.getValidate = void 0;
const ref_error_1 = __nccwpck_require__(3162);
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const compile_1 = __nccwpck_require__(2718);
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "$ref",
    schemaType: "string",
    code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
            return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === undefined)
            throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
            return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
            if (env === root)
                return callRef(cxt, validateName, env, env.$async);
            const rootName = gen.scopeValue("root", { ref: root });
            return callRef(cxt, (0, codegen_1._) `${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
            const v = getValidate(cxt, sch);
            callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
            const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
            const valid = gen.name("valid");
            const schCxt = cxt.subschema({
                schema: sch,
                dataTypes: [],
                schemaPath: codegen_1.nil,
                topSchemaRef: schName,
                errSchemaPath: $ref,
            }, valid);
            cxt.mergeEvaluated(schCxt);
            cxt.ok(valid);
        }
    },
};
function getValidate(cxt, sch) {
    const { gen } = cxt;
    return sch.validate
        ? gen.scopeValue("validate", { ref: sch.validate })
        : (0, codegen_1._) `${gen.scopeValue("wrapper", { ref: sch })}.validate`;
}
exports.getValidate = getValidate;
function callRef(cxt, v, sch, $async) {
    const { gen, it } = cxt;
    const { allErrors, schemaEnv: env, opts } = it;
    const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
    if ($async)
        callAsyncRef();
    else
        callSyncRef();
    function callAsyncRef() {
        if (!env.$async)
            throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
            gen.code((0, codegen_1._) `await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
            addEvaluatedFrom(v); // TODO will not work with async, it has to be returned with the result
            if (!allErrors)
                gen.assign(valid, true);
        }, (e) => {
            gen.if((0, codegen_1._) `!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
            addErrorsFrom(e);
            if (!allErrors)
                gen.assign(valid, false);
        });
        cxt.ok(valid);
    }
    function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
    }
    function addErrorsFrom(source) {
        const errs = (0, codegen_1._) `${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`); // TODO tagged
        gen.assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
    }
    function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
            return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        // TODO refactor
        if (it.props !== true) {
            if (schEvaluated && !schEvaluated.dynamicProps) {
                if (schEvaluated.props !== undefined) {
                    it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
                }
            }
            else {
                const props = gen.var("props", (0, codegen_1._) `${source}.evaluated.props`);
                it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
            }
        }
        if (it.items !== true) {
            if (schEvaluated && !schEvaluated.dynamicItems) {
                if (schEvaluated.items !== undefined) {
                    it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
                }
            }
            else {
                const items = gen.var("items", (0, codegen_1._) `${source}.evaluated.items`);
                it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
            }
        }
    }
}
exports.callRef = callRef;
exports["default"] = def;
//# sourceMappingURL=ref.js.map

/***/ }),

/***/ 8886:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const types_1 = __nccwpck_require__(7115);
const compile_1 = __nccwpck_require__(2718);
const ref_error_1 = __nccwpck_require__(3162);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag
        ? `tag "${tagName}" must be string`
        : `value of tag "${tagName}" must be in oneOf`,
    params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._) `{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`,
};
const def = {
    keyword: "discriminator",
    type: "object",
    schemaType: "object",
    error,
    code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
            throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
            throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
            throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
            throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._) `typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
            const mapping = getMapping();
            gen.if(false);
            for (const tagValue in mapping) {
                gen.elseIf((0, codegen_1._) `${tag} === ${tagValue}`);
                gen.assign(valid, applyTagSchema(mapping[tagValue]));
            }
            gen.else();
            cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
            gen.endIf();
        }
        function applyTagSchema(schemaProp) {
            const _valid = gen.name("valid");
            const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
            cxt.mergeEvaluated(schCxt, codegen_1.Name);
            return _valid;
        }
        function getMapping() {
            var _a;
            const oneOfMapping = {};
            const topRequired = hasRequired(parentSchema);
            let tagRequired = true;
            for (let i = 0; i < oneOf.length; i++) {
                let sch = oneOf[i];
                if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
                    const ref = sch.$ref;
                    sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
                    if (sch instanceof compile_1.SchemaEnv)
                        sch = sch.schema;
                    if (sch === undefined)
                        throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
                }
                const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
                if (typeof propSch != "object") {
                    throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
                }
                tagRequired = tagRequired && (topRequired || hasRequired(sch));
                addMappings(propSch, i);
            }
            if (!tagRequired)
                throw new Error(`discriminator: "${tagName}" must be required`);
            return oneOfMapping;
            function hasRequired({ required }) {
                return Array.isArray(required) && required.includes(tagName);
            }
            function addMappings(sch, i) {
                if (sch.const) {
                    addMapping(sch.const, i);
                }
                else if (sch.enum) {
                    for (const tagValue of sch.enum) {
                        addMapping(tagValue, i);
                    }
                }
                else {
                    throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
                }
            }
            function addMapping(tagValue, i) {
                if (typeof tagValue != "string" || tagValue in oneOfMapping) {
                    throw new Error(`discriminator: "${tagName}" values must be unique strings`);
                }
                oneOfMapping[tagValue] = i;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 7115:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DiscrError = void 0;
var DiscrError;
(function (DiscrError) {
    DiscrError["Tag"] = "tag";
    DiscrError["Mapping"] = "mapping";
})(DiscrError || (exports.DiscrError = DiscrError = {}));
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __nccwpck_require__(7397);
const validation_1 = __nccwpck_require__(5481);
const applicator_1 = __nccwpck_require__(8775);
const dynamic_1 = __nccwpck_require__(9923);
const next_1 = __nccwpck_require__(7844);
const unevaluated_1 = __nccwpck_require__(2010);
const format_1 = __nccwpck_require__(2601);
const metadata_1 = __nccwpck_require__(6620);
const draft2020Vocabularies = [
    dynamic_1.default,
    core_1.default,
    validation_1.default,
    (0, applicator_1.default)(true),
    format_1.default,
    metadata_1.metadataVocabulary,
    metadata_1.contentVocabulary,
    next_1.default,
    unevaluated_1.default,
];
exports["default"] = draft2020Vocabularies;
//# sourceMappingURL=draft2020.js.map

/***/ }),

/***/ 8639:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.dynamicAnchor = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const compile_1 = __nccwpck_require__(2718);
const ref_1 = __nccwpck_require__(2996);
const def = {
    keyword: "$dynamicAnchor",
    schemaType: "string",
    code: (cxt) => dynamicAnchor(cxt, cxt.schema),
};
function dynamicAnchor(cxt, anchor) {
    const { gen, it } = cxt;
    it.schemaEnv.root.dynamicAnchors[anchor] = true;
    const v = (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
    const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
    gen.if((0, codegen_1._) `!${v}`, () => gen.assign(v, validate));
}
exports.dynamicAnchor = dynamicAnchor;
function _getValidate(cxt) {
    const { schemaEnv, schema, self } = cxt.it;
    const { root, baseId, localRefs, meta } = schemaEnv.root;
    const { schemaId } = self.opts;
    const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
    compile_1.compileSchema.call(self, sch);
    return (0, ref_1.getValidate)(cxt, sch);
}
exports["default"] = def;
//# sourceMappingURL=dynamicAnchor.js.map

/***/ }),

/***/ 5065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.dynamicRef = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const ref_1 = __nccwpck_require__(2996);
const def = {
    keyword: "$dynamicRef",
    schemaType: "string",
    code: (cxt) => dynamicRef(cxt, cxt.schema),
};
function dynamicRef(cxt, ref) {
    const { gen, keyword, it } = cxt;
    if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
    const anchor = ref.slice(1);
    if (it.allErrors) {
        _dynamicRef();
    }
    else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
    }
    function _dynamicRef(valid) {
        // TODO the assumption here is that `recursiveRef: #` always points to the root
        // of the schema object, which is not correct, because there may be $id that
        // makes # point to it, and the target schema may not contain dynamic/recursiveAnchor.
        // Because of that 2 tests in recursiveRef.json fail.
        // This is a similar problem to #815 (`$id` doesn't alter resolution scope for `{ "$ref": "#" }`).
        // (This problem is not tested in JSON-Schema-Test-Suite)
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
            const v = gen.let("_v", (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
            gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        }
        else {
            _callRef(it.validateName, valid)();
        }
    }
    function _callRef(validate, valid) {
        return valid
            ? () => gen.block(() => {
                (0, ref_1.callRef)(cxt, validate);
                gen.let(valid, true);
            })
            : () => (0, ref_1.callRef)(cxt, validate);
    }
}
exports.dynamicRef = dynamicRef;
exports["default"] = def;
//# sourceMappingURL=dynamicRef.js.map

/***/ }),

/***/ 9923:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicAnchor_1 = __nccwpck_require__(8639);
const dynamicRef_1 = __nccwpck_require__(5065);
const recursiveAnchor_1 = __nccwpck_require__(9982);
const recursiveRef_1 = __nccwpck_require__(1794);
const dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
exports["default"] = dynamic;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 9982:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicAnchor_1 = __nccwpck_require__(8639);
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "$recursiveAnchor",
    schemaType: "boolean",
    code(cxt) {
        if (cxt.schema)
            (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
            (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
    },
};
exports["default"] = def;
//# sourceMappingURL=recursiveAnchor.js.map

/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicRef_1 = __nccwpck_require__(5065);
const def = {
    keyword: "$recursiveRef",
    schemaType: "string",
    code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema),
};
exports["default"] = def;
//# sourceMappingURL=recursiveRef.js.map

/***/ }),

/***/ 6402:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match format "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{format: ${schemaCode}}`,
};
const def = {
    keyword: "format",
    type: ["number", "string"],
    schemaType: "string",
    $data: true,
    error,
    code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
            return;
        if ($data)
            validate$DataFormat();
        else
            validateFormat();
        function validate$DataFormat() {
            const fmts = gen.scopeValue("formats", {
                ref: self.formats,
                code: opts.code.formats,
            });
            const fDef = gen.const("fDef", (0, codegen_1._) `${fmts}[${schemaCode}]`);
            const fType = gen.let("fType");
            const format = gen.let("format");
            // TODO simplify
            gen.if((0, codegen_1._) `typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._) `${fDef}.type || "string"`).assign(format, (0, codegen_1._) `${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._) `"string"`).assign(format, fDef));
            cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
            function unknownFmt() {
                if (opts.strictSchema === false)
                    return codegen_1.nil;
                return (0, codegen_1._) `${schemaCode} && !${format}`;
            }
            function invalidFmt() {
                const callFormat = schemaEnv.$async
                    ? (0, codegen_1._) `(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))`
                    : (0, codegen_1._) `${format}(${data})`;
                const validData = (0, codegen_1._) `(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
                return (0, codegen_1._) `${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
            }
        }
        function validateFormat() {
            const formatDef = self.formats[schema];
            if (!formatDef) {
                unknownFormat();
                return;
            }
            if (formatDef === true)
                return;
            const [fmtType, format, fmtRef] = getFormat(formatDef);
            if (fmtType === ruleType)
                cxt.pass(validCondition());
            function unknownFormat() {
                if (opts.strictSchema === false) {
                    self.logger.warn(unknownMsg());
                    return;
                }
                throw new Error(unknownMsg());
                function unknownMsg() {
                    return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
                }
            }
            function getFormat(fmtDef) {
                const code = fmtDef instanceof RegExp
                    ? (0, codegen_1.regexpCode)(fmtDef)
                    : opts.code.formats
                        ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(schema)}`
                        : undefined;
                const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
                if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
                    return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._) `${fmt}.validate`];
                }
                return ["string", fmtDef, fmt];
            }
            function validCondition() {
                if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
                    if (!schemaEnv.$async)
                        throw new Error("async format in sync schema");
                    return (0, codegen_1._) `await ${fmtRef}(${data})`;
                }
                return typeof format == "function" ? (0, codegen_1._) `${fmtRef}(${data})` : (0, codegen_1._) `${fmtRef}.test(${data})`;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=format.js.map

/***/ }),

/***/ 2601:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const format_1 = __nccwpck_require__(6402);
const format = [format_1.default];
exports["default"] = format;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6620:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.contentVocabulary = exports.metadataVocabulary = void 0;
exports.metadataVocabulary = [
    "title",
    "description",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "examples",
];
exports.contentVocabulary = [
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];
//# sourceMappingURL=metadata.js.map

/***/ }),

/***/ 7844:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependentRequired_1 = __nccwpck_require__(643);
const dependentSchemas_1 = __nccwpck_require__(3818);
const limitContains_1 = __nccwpck_require__(3907);
const next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
exports["default"] = next;
//# sourceMappingURL=next.js.map

/***/ }),

/***/ 2010:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const unevaluatedProperties_1 = __nccwpck_require__(6855);
const unevaluatedItems_1 = __nccwpck_require__(4144);
const unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
exports["default"] = unevaluated;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4144:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "unevaluatedItems",
    type: "array",
    schemaType: ["boolean", "object"],
    error,
    code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
            return;
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        if (schema === false) {
            cxt.setParams({ len: items });
            cxt.fail((0, codegen_1._) `${len} > ${items}`);
        }
        else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items}`);
            gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
            cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
            gen.forRange("i", from, len, (i) => {
                cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
                if (!it.allErrors)
                    gen.if((0, codegen_1.not)(valid), () => gen.break());
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=unevaluatedItems.js.map

/***/ }),

/***/ 6855:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
const error = {
    message: "must NOT have unevaluated properties",
    params: ({ params }) => (0, codegen_1._) `{unevaluatedProperty: ${params.unevaluatedProperty}}`,
};
const def = {
    keyword: "unevaluatedProperties",
    type: "object",
    schemaType: ["boolean", "object"],
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        /* istanbul ignore if */
        if (!errsCount)
            throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
            gen.if((0, codegen_1._) `${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        }
        else if (props !== true) {
            gen.forIn("key", data, (key) => props === undefined
                ? unevaluatedPropCode(key)
                : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
            if (schema === false) {
                cxt.setParams({ unevaluatedProperty: key });
                cxt.error();
                if (!allErrors)
                    gen.break();
                return;
            }
            if (!(0, util_1.alwaysValidSchema)(it, schema)) {
                const valid = gen.name("valid");
                cxt.subschema({
                    keyword: "unevaluatedProperties",
                    dataProp: key,
                    dataPropType: util_1.Type.Str,
                }, valid);
                if (!allErrors)
                    gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
            return (0, codegen_1._) `!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
            const ps = [];
            for (const p in evaluatedProps) {
                if (evaluatedProps[p] === true)
                    ps.push((0, codegen_1._) `${key} !== ${p}`);
            }
            return (0, codegen_1.and)(...ps);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=unevaluatedProperties.js.map

/***/ }),

/***/ 8026:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to constant",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValue: ${schemaCode}}`,
};
const def = {
    keyword: "const",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || (schema && typeof schema == "object")) {
            cxt.fail$data((0, codegen_1._) `!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        }
        else {
            cxt.fail((0, codegen_1._) `${schema} !== ${data}`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=const.js.map

/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependencies_1 = __nccwpck_require__(5826);
const def = {
    keyword: "dependentRequired",
    type: "object",
    schemaType: "object",
    error: dependencies_1.error,
    code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt),
};
exports["default"] = def;
//# sourceMappingURL=dependentRequired.js.map

/***/ }),

/***/ 3200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to one of the allowed values",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValues: ${schemaCode}}`,
};
const def = {
    keyword: "enum",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
            throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => (eql !== null && eql !== void 0 ? eql : (eql = (0, util_1.useFunc)(gen, equal_1.default)));
        let valid;
        if (useLoop || $data) {
            valid = gen.let("valid");
            cxt.block$data(valid, loopEnum);
        }
        else {
            /* istanbul ignore if */
            if (!Array.isArray(schema))
                throw new Error("ajv implementation error");
            const vSchema = gen.const("vSchema", schemaCode);
            valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
            gen.assign(valid, false);
            gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._) `${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
            const sch = schema[i];
            return typeof sch === "object" && sch !== null
                ? (0, codegen_1._) `${getEql()}(${data}, ${vSchema}[${i}])`
                : (0, codegen_1._) `${data} === ${sch}`;
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=enum.js.map

/***/ }),

/***/ 5481:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const limitNumber_1 = __nccwpck_require__(3723);
const multipleOf_1 = __nccwpck_require__(8132);
const limitLength_1 = __nccwpck_require__(6962);
const pattern_1 = __nccwpck_require__(6023);
const limitProperties_1 = __nccwpck_require__(895);
const required_1 = __nccwpck_require__(4504);
const limitItems_1 = __nccwpck_require__(6296);
const uniqueItems_1 = __nccwpck_require__(5132);
const const_1 = __nccwpck_require__(8026);
const enum_1 = __nccwpck_require__(3200);
const validation = [
    // number
    limitNumber_1.default,
    multipleOf_1.default,
    // string
    limitLength_1.default,
    pattern_1.default,
    // object
    limitProperties_1.default,
    required_1.default,
    // array
    limitItems_1.default,
    uniqueItems_1.default,
    // any
    { keyword: "type", schemaType: ["string", "array"] },
    { keyword: "nullable", schemaType: "boolean" },
    const_1.default,
    enum_1.default,
];
exports["default"] = validation;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 3907:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: ["maxContains", "minContains"],
    type: "array",
    schemaType: "number",
    code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === undefined) {
            (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=limitContains.js.map

/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} items`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxItems", "minItems"],
    type: "array",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `${data}.length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitItems.js.map

/***/ }),

/***/ 6962:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const ucs2length_1 = __nccwpck_require__(6214);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} characters`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxLength", "minLength"],
    type: "string",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._) `${data}.length` : (0, codegen_1._) `${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._) `${len} ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitLength.js.map

/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const ops = codegen_1.operators;
const KWDs = {
    maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
    minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
    exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
    exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
};
const error = {
    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `must be ${KWDs[keyword].okStr} ${schemaCode}`,
    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
};
const def = {
    keyword: Object.keys(KWDs),
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._) `${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitNumber.js.map

/***/ }),

/***/ 895:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} properties`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxProperties", "minProperties"],
    type: "object",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `Object.keys(${data}).length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitProperties.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => (0, codegen_1._) `{multipleOf: ${schemaCode}}`,
};
const def = {
    keyword: "multipleOf",
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        // const bdt = bad$DataType(schemaCode, <string>def.schemaType, $data)
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec
            ? (0, codegen_1._) `Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}`
            : (0, codegen_1._) `${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._) `(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
    },
};
exports["default"] = def;
//# sourceMappingURL=multipleOf.js.map

/***/ }),

/***/ 6023:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{pattern: ${schemaCode}}`,
};
const def = {
    keyword: "pattern",
    type: "string",
    schemaType: "string",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
            const { regExp } = it.opts.code;
            const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._) `new RegExp` : (0, util_1.useFunc)(gen, regExp);
            const valid = gen.let("valid");
            gen.try(() => gen.assign(valid, (0, codegen_1._) `${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
            cxt.fail$data((0, codegen_1._) `!${valid}`);
        }
        else {
            const regExp = (0, code_1.usePattern)(cxt, schema);
            cxt.fail$data((0, codegen_1._) `!${regExp}.test(${data})`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=pattern.js.map

/***/ }),

/***/ 4504:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { missingProperty } }) => (0, codegen_1.str) `must have required property '${missingProperty}'`,
    params: ({ params: { missingProperty } }) => (0, codegen_1._) `{missingProperty: ${missingProperty}}`,
};
const def = {
    keyword: "required",
    type: "object",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
            return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
            allErrorsMode();
        else
            exitOnErrorMode();
        if (opts.strictRequired) {
            const props = cxt.parentSchema.properties;
            const { definedProperties } = cxt.it;
            for (const requiredKey of schema) {
                if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === undefined && !definedProperties.has(requiredKey)) {
                    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
                    const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
                    (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
                }
            }
        }
        function allErrorsMode() {
            if (useLoop || $data) {
                cxt.block$data(codegen_1.nil, loopAllRequired);
            }
            else {
                for (const prop of schema) {
                    (0, code_1.checkReportMissingProp)(cxt, prop);
                }
            }
        }
        function exitOnErrorMode() {
            const missing = gen.let("missing");
            if (useLoop || $data) {
                const valid = gen.let("valid", true);
                cxt.block$data(valid, () => loopUntilMissing(missing, valid));
                cxt.ok(valid);
            }
            else {
                gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
                (0, code_1.reportMissingProp)(cxt, missing);
                gen.else();
            }
        }
        function loopAllRequired() {
            gen.forOf("prop", schemaCode, (prop) => {
                cxt.setParams({ missingProperty: prop });
                gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
            });
        }
        function loopUntilMissing(missing, valid) {
            cxt.setParams({ missingProperty: missing });
            gen.forOf(missing, schemaCode, () => {
                gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
                gen.if((0, codegen_1.not)(valid), () => {
                    cxt.error();
                    gen.break();
                });
            }, codegen_1.nil);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=required.js.map

/***/ }),

/***/ 5132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dataType_1 = __nccwpck_require__(6685);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: ({ params: { i, j } }) => (0, codegen_1.str) `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    params: ({ params: { i, j } }) => (0, codegen_1._) `{i: ${i}, j: ${j}}`,
};
const def = {
    keyword: "uniqueItems",
    type: "array",
    schemaType: "boolean",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
            return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._) `${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
            const i = gen.let("i", (0, codegen_1._) `${data}.length`);
            const j = gen.let("j");
            cxt.setParams({ i, j });
            gen.assign(valid, true);
            gen.if((0, codegen_1._) `${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
            return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
            const item = gen.name("item");
            const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
            const indices = gen.const("indices", (0, codegen_1._) `{}`);
            gen.for((0, codegen_1._) `;${i}--;`, () => {
                gen.let(item, (0, codegen_1._) `${data}[${i}]`);
                gen.if(wrongType, (0, codegen_1._) `continue`);
                if (itemTypes.length > 1)
                    gen.if((0, codegen_1._) `typeof ${item} == "string"`, (0, codegen_1._) `${item} += "_"`);
                gen
                    .if((0, codegen_1._) `typeof ${indices}[${item}] == "number"`, () => {
                    gen.assign(j, (0, codegen_1._) `${indices}[${item}]`);
                    cxt.error();
                    gen.assign(valid, false).break();
                })
                    .code((0, codegen_1._) `${indices}[${item}] = ${i}`);
            });
        }
        function loopN2(i, j) {
            const eql = (0, util_1.useFunc)(gen, equal_1.default);
            const outer = gen.name("outer");
            gen.label(outer).for((0, codegen_1._) `;${i}--;`, () => gen.for((0, codegen_1._) `${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._) `${eql}(${data}[${i}], ${data}[${j}])`, () => {
                cxt.error();
                gen.assign(valid, false).break(outer);
            })));
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=uniqueItems.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 1167:
/***/ ((module) => {



var traverse = module.exports = function (schema, opts, cb) {
  // Legacy support for v0.3.1 and earlier.
  if (typeof opts == 'function') {
    cb = opts;
    opts = {};
  }

  cb = opts.cb || cb;
  var pre = (typeof cb == 'function') ? cb : cb.pre || function() {};
  var post = cb.post || function() {};

  _traverse(opts, pre, post, schema, '', schema);
};


traverse.keywords = {
  additionalItems: true,
  items: true,
  contains: true,
  additionalProperties: true,
  propertyNames: true,
  not: true,
  if: true,
  then: true,
  else: true
};

traverse.arrayKeywords = {
  items: true,
  allOf: true,
  anyOf: true,
  oneOf: true
};

traverse.propsKeywords = {
  $defs: true,
  definitions: true,
  properties: true,
  patternProperties: true,
  dependencies: true
};

traverse.skipKeywords = {
  default: true,
  enum: true,
  const: true,
  required: true,
  maximum: true,
  minimum: true,
  exclusiveMaximum: true,
  exclusiveMinimum: true,
  multipleOf: true,
  maxLength: true,
  minLength: true,
  pattern: true,
  format: true,
  maxItems: true,
  minItems: true,
  uniqueItems: true,
  maxProperties: true,
  minProperties: true
};


function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
  if (schema && typeof schema == 'object' && !Array.isArray(schema)) {
    pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
    for (var key in schema) {
      var sch = schema[key];
      if (Array.isArray(sch)) {
        if (key in traverse.arrayKeywords) {
          for (var i=0; i<sch.length; i++)
            _traverse(opts, pre, post, sch[i], jsonPtr + '/' + key + '/' + i, rootSchema, jsonPtr, key, schema, i);
        }
      } else if (key in traverse.propsKeywords) {
        if (sch && typeof sch == 'object') {
          for (var prop in sch)
            _traverse(opts, pre, post, sch[prop], jsonPtr + '/' + key + '/' + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
        }
      } else if (key in traverse.keywords || (opts.allKeys && !(key in traverse.skipKeywords))) {
        _traverse(opts, pre, post, sch, jsonPtr + '/' + key, rootSchema, jsonPtr, key, schema);
      }
    }
    post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
  }
}


function escapeJsonPtr(str) {
  return str.replace(/~/g, '~0').replace(/\//g, '~1');
}


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 4352:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = __nccwpck_require__(5077)
const { SCHEMES, getSchemeHandler } = __nccwpck_require__(5300)

const VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u
const MALFORMED_SCHEME_ERROR = 'URI scheme is malformed.'
const MALFORMED_HOST_ERROR = 'URI host is malformed.'
// ASCII characters outside the RFC 3986 reg-name set (unreserved, sub-delims
// and "%" for pct-encoded): C0 controls, space, DEL, and "#/:<>?@[\]^`{|}.
const FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u

/**
 * RFC 3986 section 3.1 does not allow percent-encoding in a scheme, so the
 * scheme is validated as-is and never decoded. Decoding would let inert input
 * such as `%6Aavascript:` become a live `javascript:` scheme.
 *
 * @param {string} scheme
 * @returns {string}
 */
function validateScheme (scheme) {
  const stringScheme = String(scheme)
  if (!VALID_SCHEME.test(stringScheme)) {
    throw new TypeError(MALFORMED_SCHEME_ERROR)
  }
  return stringScheme
}

/**
 * @template {import('./types/index').URIComponent|string} T
 * @param {T} uri
 * @param {import('./types/index').Options} [options]
 * @returns {T}
 */
function normalize (uri, options) {
  if (typeof uri === 'string') {
    uri = /** @type {T} */ (normalizeString(uri, options))
  } else if (typeof uri === 'object') {
    uri = /** @type {T} */ (parse(serialize(uri, options), options))
  }
  return uri
}

/**
 * @param {string} baseURI
 * @param {string} relativeURI
 * @param {import('./types/index').Options} [options]
 * @returns {string}
 */
function resolve (baseURI, relativeURI, options) {
  const schemelessOptions = options ? Object.assign({ scheme: 'null' }, options) : { scheme: 'null' }
  const {
    parsed: baseParsed,
    malformedAuthorityOrPort: baseMalformed,
    malformedPercentEncoding: baseMalformedPercentEncoding,
    malformedSchemeSpecific: baseMalformedSchemeSpecific,
    malformedHost: baseMalformedHost,
    malformedScheme: baseMalformedScheme
  } = parseWithStatus(baseURI, schemelessOptions)
  const {
    parsed: relativeParsed,
    malformedAuthorityOrPort: relativeMalformed,
    malformedPercentEncoding: relativeMalformedPercentEncoding,
    malformedSchemeSpecific: relativeMalformedSchemeSpecific,
    malformedHost: relativeMalformedHost,
    malformedScheme: relativeMalformedScheme
  } = parseWithStatus(relativeURI, schemelessOptions)
  if (
    baseMalformed ||
    relativeMalformed ||
    baseMalformedPercentEncoding ||
    relativeMalformedPercentEncoding ||
    baseMalformedSchemeSpecific ||
    relativeMalformedSchemeSpecific ||
    baseMalformedHost ||
    relativeMalformedHost ||
    baseMalformedScheme ||
    relativeMalformedScheme
  ) {
    throw new Error(baseParsed.error || relativeParsed.error || 'URI is malformed.')
  }
  const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true)
  const resolvedSchemeHandler = getSchemeHandler((options && options.scheme) || resolved.scheme)
  const resolvedHost = resolved.host
  const resolvedHostIsIP = resolvedHost !== undefined && resolvedHost !== '' &&
    (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6)
  // Inputs are parsed scheme-neutrally, so delimiters and controls in a domain
  // host are only detected here, once the final scheme is known. They always
  // fail closed, including in percent-encoded hosts.
  if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
    throw new Error(MALFORMED_HOST_ERROR)
  }
  canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)
  // Percent escapes in an ASCII reg-name are encoded data. The WHATWG hostname
  // parser can reject them even though fast-uri preserves them safely as RFC
  // 3986 data. A raw non-ASCII host must still fail closed if conversion fails.
  const encodedASCIIHost = resolvedHost && resolvedHost.indexOf('%') !== -1 &&
    !/\P{ASCII}/u.test(resolvedHost)
  if (resolved.error && !encodedASCIIHost) {
    throw new Error(resolved.error)
  }
  schemelessOptions.skipEscape = true
  return serialize(resolved, schemelessOptions)
}

/**
 * @param {import ('./types/index').URIComponent} base
 * @param {import ('./types/index').URIComponent} relative
 * @param {import('./types/index').Options} [options]
 * @param {boolean} [skipNormalization=false]
 * @returns {import ('./types/index').URIComponent}
 */
function resolveComponent (base, relative, options, skipNormalization) {
  /** @type {import('./types/index').URIComponent} */
  const target = {}
  if (!skipNormalization) {
    base = parse(serialize(base, options), options) // normalize base component
    relative = parse(serialize(relative, options), options) // normalize relative component
  }
  options = options || {}

  if (!options.tolerant && relative.scheme) {
    target.scheme = relative.scheme
    // target.authority = relative.authority;
    target.userinfo = relative.userinfo
    target.host = relative.host
    target.port = relative.port
    target.path = removeDotSegments(relative.path || '')
    target.query = relative.query
  } else {
    if (relative.userinfo !== undefined || relative.host !== undefined || relative.port !== undefined) {
      // target.authority = relative.authority;
      target.userinfo = relative.userinfo
      target.host = relative.host
      target.port = relative.port
      target.path = removeDotSegments(relative.path || '')
      target.query = relative.query
    } else {
      if (!relative.path) {
        target.path = base.path
        if (relative.query !== undefined) {
          target.query = relative.query
        } else {
          target.query = base.query
        }
      } else {
        if (relative.path[0] === '/') {
          target.path = removeDotSegments(relative.path)
        } else {
          const baseHasAuthority = base.userinfo !== undefined || base.host !== undefined || base.port !== undefined
          if (baseHasAuthority && !base.path) {
            target.path = '/' + relative.path
          } else if (!base.path) {
            target.path = relative.path
          } else {
            target.path = base.path.slice(0, base.path.lastIndexOf('/') + 1) + relative.path
          }
          target.path = base.scheme === undefined && !baseHasAuthority && target.path[0] !== '/'
            ? removeDotSegmentsRelative(target.path)
            : removeDotSegments(target.path)
        }
        target.query = relative.query
      }
      // target.authority = base.authority;
      target.userinfo = base.userinfo
      target.host = base.host
      target.port = base.port
    }
    target.scheme = base.scheme
  }

  target.fragment = relative.fragment

  return target
}

/**
 * @param {import ('./types/index').URIComponent|string} uriA
 * @param {import ('./types/index').URIComponent|string} uriB
 * @param {import ('./types/index').Options} options
 * @returns {boolean}
 */
function equal (uriA, uriB, options) {
  const normalizedA = normalizeComparableURI(uriA, options)
  const normalizedB = normalizeComparableURI(uriB, options)

  return normalizedA !== undefined && normalizedB !== undefined && normalizedA === normalizedB
}

/**
 * @param {Readonly<import('./types/index').URIComponent>} cmpts
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function serialize (cmpts, opts) {
  const component = {
    host: cmpts.host,
    scheme: cmpts.scheme,
    userinfo: cmpts.userinfo,
    port: cmpts.port,
    path: cmpts.path,
    query: cmpts.query,
    nid: cmpts.nid,
    nss: cmpts.nss,
    uuid: cmpts.uuid,
    fragment: cmpts.fragment,
    reference: cmpts.reference,
    resourceName: cmpts.resourceName,
    secure: cmpts.secure,
    error: ''
  }
  const options = Object.assign({}, opts)
  const uriTokens = []

  if (component.scheme) {
    component.scheme = validateScheme(component.scheme)
  }

  // find scheme handler
  const schemeHandler = getSchemeHandler(options.scheme || component.scheme)

  // perform scheme specific serialization
  if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options)

  const hasAuthority = component.userinfo !== undefined || component.host !== undefined || component.port !== undefined
  // A reference with no emitted scheme is path-noscheme: a bare ':' in its
  // first path segment would reparse as a scheme (RFC 3986 3.3/4.2). Enforced
  // under skipEscape too (resolve()), so the reapply below gates on this flag.
  const schemelessReference = (component.scheme === undefined || options.reference === 'suffix') && !hasAuthority
  const pathNoScheme = !options.skipEscape && schemelessReference

  if (component.path !== undefined) {
    if (!options.skipEscape) {
      component.path = serializePathEncoding(component.path, pathNoScheme)
    } else {
      component.path = normalizePercentEncoding(component.path)
    }
  }

  if (options.reference !== 'suffix' && component.scheme) {
    // Scheme handlers may replace the scheme during serialization.
    component.scheme = validateScheme(component.scheme)
    uriTokens.push(component.scheme, ':')
  }

  const authority = recomposeAuthority(component)
  if (authority !== undefined) {
    if (options.reference !== 'suffix') {
      uriTokens.push('//')
    }

    uriTokens.push(authority)

    if (component.path && component.path[0] !== '/') {
      uriTokens.push('/')
    }
  }
  if (component.path !== undefined) {
    let s = component.path

    if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
      // A relative-path reference keeps its unresolvable leading ".." segments
      // and must never become root-relative (RFC 3986 section 5.2.4 applies to
      // merged target paths, not to the reference itself).
      s = schemelessReference && s[0] !== '/'
        ? removeDotSegmentsRelative(s)
        : removeDotSegments(s)
    }

    // Dot-segment removal can expose a colon that was not originally in the
    // first segment (for example, "./a:b"). Reapply path-noscheme encoding so
    // the serialized relative reference cannot be reparsed as a URI scheme.
    if (schemelessReference) {
      s = serializePathEncoding(s, true)
    }

    if (
      authority === undefined &&
      s[0] === '/' &&
      s[1] === '/'
    ) {
      // don't allow the path to start with "//"
      s = '/%2F' + s.slice(2)
    }

    uriTokens.push(s)
  }

  if (component.query !== undefined) {
    uriTokens.push('?', encodeQuery(component.query))
  }

  if (component.fragment !== undefined) {
    uriTokens.push('#', encodeFragment(component.fragment))
  }
  return uriTokens.join('')
}

const URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u

// Captures the authority component (between "//" and the next "/", "?" or "#"),
// with or without a scheme prefix, for the literal-backslash rejection below.
const AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/

// Captures the leading authority-introducer region after an optional scheme: a
// run of forward slashes, backslashes, and the characters the WHATWG URL parser
// removes before parsing (TAB U+0009, LF U+000A, CR U+000D). A valid introducer
// is exactly "//". Node treats "\" as "/" on special schemes and strips those
// characters first, so forms like "\\", "/\", "\/", "/<TAB>/", or a leading
// "<TAB>//" reach an authority in Node while fast-uri's URI_PARSE folds them into
// the path group (host confusion / SSRF / redirect bypass).
const AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {RegExpMatchArray} matches
 * @returns {string|undefined}
 */
function getParseError (parsed, matches) {
  if (matches[2] !== undefined && parsed.path && parsed.path[0] !== '/') {
    return 'URI path must start with "/" when authority is present.'
  }

  if (typeof parsed.port === 'number' && (parsed.port < 0 || parsed.port > 65535)) {
    return 'URI port is malformed.'
  }

  return undefined
}

/**
 * Checks percent syntax without decoding the represented octets. RFC 3986
 * percent-encoding is byte-oriented, so sequences such as `%FF` are valid even
 * though they are not independently valid UTF-8.
 *
 * @param {string|undefined} component
 * @returns {boolean}
 */
function hasMalformedPercentEncoding (component) {
  if (component === undefined) return false

  let percent = component.indexOf('%')
  while (percent !== -1) {
    if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
      return true
    }
    percent = component.indexOf('%', percent + 3)
  }

  return false
}

/**
 * Whether the host is a bracketed IP literal (RFC 3986 `IP-literal`).
 * An unterminated `[` is not a literal, so it must still be validated as a
 * reg-name instead of being waved through as an IP.
 *
 * @param {string} host
 * @returns {boolean}
 */
function isIPLiteral (host) {
  return host[0] === '[' && host[host.length - 1] === ']'
}

/**
 * @param {RegExpMatchArray} matches
 * @returns {boolean}
 */
function hasMalformedComponentPercentEncoding (matches) {
  // Bracketed IP literals use a raw "%" as the zone separator for historical
  // compatibility. Their parsing is intentionally left to normalizeIPv6.
  const host = matches[4]
  return hasMalformedPercentEncoding(matches[3]) ||
    (host !== undefined && !isIPLiteral(host) && hasMalformedPercentEncoding(host)) ||
    hasMalformedPercentEncoding(matches[6]) ||
    hasMalformedPercentEncoding(matches[7]) ||
    hasMalformedPercentEncoding(matches[8])
}

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean, unicodeSupport?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean} whether host conversion failed
 */
function canonicalizeHost (parsed, options, schemeHandler, isIP) {
  if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
    parsed.error = parsed.error || MALFORMED_HOST_ERROR
    return true
  }

  if (
    !options.unicodeSupport &&
    (!schemeHandler || !schemeHandler.unicodeSupport) &&
    parsed.host &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    isIP === false &&
    nonSimpleDomain(parsed.host)
  ) {
    let url
    try {
      url = new URL('http://' + parsed.host)
    } catch (e) {
      parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e
      return true
    }
    // The WHATWG parser must have read the whole input as a host. Anything
    // else means it found a delimiter fast-uri did not, so its hostname would
    // describe a different authority.
    if (!isHostOnlyURL(url)) {
      parsed.error = parsed.error || MALFORMED_HOST_ERROR
      return true
    }
    parsed.host = url.hostname
  }
  return false
}

/**
 * Whether a domain host contains an ASCII character that RFC 3986 does not
 * allow in a reg-name (unreserved, sub-delims, or pct-encoded). Such a host is
 * rejected instead of being handed to the WHATWG URL parser, which would treat
 * "@" as a userinfo delimiter (silently dropping the data before it) and strip
 * TAB, LF, and CR. Non-ASCII characters remain allowed for IDNs.
 *
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean}
 */
function hasForbiddenDomainHost (parsed, options, schemeHandler, isIP) {
  return Boolean(
    parsed.host &&
    isIP === false &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
  )
}

/**
 * @param {URL} url
 * @returns {boolean}
 */
function isHostOnlyURL (url) {
  return url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.hostname !== ''
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ parsed: import('./types/index').URIComponent, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function parseWithStatus (uri, opts) {
  const options = Object.assign({}, opts)
  /** @type {import('./types/index').URIComponent} */
  const parsed = {
    scheme: undefined,
    userinfo: undefined,
    host: '',
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined
  }

  let malformedAuthorityOrPort = false
  let malformedPercentEncoding = false
  let malformedSchemeSpecific = false
  let malformedHost = false
  let malformedIPLiteral = false
  let malformedScheme = false

  let isIP = false
  if (options.reference === 'suffix') {
    if (options.scheme) {
      uri = options.scheme + ':' + uri
    } else {
      uri = '//' + uri
    }
  }

  // A literal backslash (U+005C) is not a valid RFC 3986 URI character and is
  // not an authority delimiter. Reject it in the authority rather than
  // rewriting it: normalizing "\" -> "/" (WHATWG error recovery) could silently
  // change the resource identified by an otherwise-invalid input, and lets "\"
  // act as a host delimiter here while Node's native URL parses a different
  // host (SSRF / redirect / origin-allowlist bypass). Percent-encoded %5C is
  // untouched and remains valid encoded data.
  const authorityMatch = uri.match(AUTHORITY_PREFIX)
  if (authorityMatch !== null && authorityMatch[1].indexOf('\\') !== -1) {
    parsed.error = 'URI authority must not contain a literal backslash.'
    malformedAuthorityOrPort = true
  }

  // Reject a malformed or whitespace-smuggled authority introducer. fast-uri
  // only recognizes a literal "//"; anything else in the leading separator run
  // (a backslash, or a "//" that appears only after removing the TAB/LF/CR that
  // Node strips) means the authority fast-uri parses differs from the one Node's
  // URL resolves. Reject rather than rewrite, mirroring the literal-backslash
  // guard above. Percent-encoded forms (%5C, %09) are untouched, valid data.
  const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION)
  if (introducerMatch !== null) {
    const region = introducerMatch[1]
    const normalizedRegion = region.replace(/[\t\n\r]/g, '')
    // Two or more leading separators introduce an authority.
    if (normalizedRegion.length >= 2) {
      if (normalizedRegion.slice(0, 2) !== '//') {
        parsed.error = parsed.error || 'URI authority must not contain a literal backslash.'
        malformedAuthorityOrPort = true
      } else if (region.length !== normalizedRegion.length) {
        parsed.error = parsed.error || 'URI authority introducer must not contain whitespace.'
        malformedAuthorityOrPort = true
      }
    }
  }

  const matches = uri.match(URI_PARSE)

  if (matches) {
    // store each component
    parsed.scheme = matches[1]
    parsed.userinfo = matches[3]
    parsed.host = matches[4]
    parsed.port = parseInt(matches[5], 10)
    parsed.path = matches[6] || ''
    parsed.query = matches[7]
    parsed.fragment = matches[8]

    if (parsed.scheme !== undefined) {
      if (VALID_SCHEME.test(parsed.scheme)) {
        parsed.scheme = parsed.scheme.toLowerCase()
      } else {
        parsed.error = parsed.error || MALFORMED_SCHEME_ERROR
        malformedScheme = true
      }
    }

    malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches)
    if (malformedPercentEncoding) {
      parsed.error = parsed.error || 'URI contains malformed percent-encoding.'
    }

    // fix port number
    if (isNaN(parsed.port)) {
      parsed.port = matches[5]
    }

    const parseError = getParseError(parsed, matches)
    if (parseError !== undefined) {
      parsed.error = parsed.error || parseError
      malformedAuthorityOrPort = true
    }

    if (parsed.host) {
      const ipv4result = isIPv4(parsed.host)
      if (ipv4result === false) {
        const bracketedIPLiteral = isIPLiteral(parsed.host)
        const hasIPLiteralBracket = parsed.host.indexOf('[') !== -1 || parsed.host.indexOf(']') !== -1
        const ipv6result = normalizeIPv6(parsed.host)
        isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true
        malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true)
        parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase()

        if (malformedIPLiteral) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR
          malformedAuthorityOrPort = true
        }
      } else {
        isIP = true
      }
    }
    if (parsed.scheme === undefined && parsed.userinfo === undefined && parsed.host === undefined && parsed.port === undefined && parsed.query === undefined && !parsed.path) {
      parsed.reference = 'same-document'
    } else if (parsed.scheme === undefined) {
      parsed.reference = 'relative'
    } else if (parsed.fragment === undefined) {
      parsed.reference = 'absolute'
    } else {
      parsed.reference = 'uri'
    }

    // check for reference errors
    if (options.reference && options.reference !== 'suffix' && options.reference !== parsed.reference) {
      parsed.error = parsed.error || 'URI is not a ' + options.reference + ' reference.'
    }

    // find scheme handler
    const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme)

    // convert Unicode IDN -> ASCII IDN when the effective scheme uses domain hosts
    if (!malformedIPLiteral) {
      malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP)
    }

    if (uri.indexOf('%') !== -1 && parsed.host !== undefined && !malformedIPLiteral) {
      let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true)
      if (!isIP) {
        // Fold reg-name case after decoding unreserved octets. The second
        // pass only restores uppercase hex in escapes that remain encoded.
        host = normalizePercentEncoding(host.toLowerCase())
      }
      // Resolution parses both inputs with the internal `null` scheme before
      // the effective scheme is known. Keep raw host delimiters for that step
      // so resolve() can reject them for domain-host schemes; the resolved
      // authority is encoded when it is serialized.
      parsed.host = isIP || options.scheme !== 'null' ? reescapeHostDelimiters(host, isIP) : host
    }

    if (!schemeHandler || (schemeHandler && !schemeHandler.skipNormalize)) {
      if (parsed.path) {
        parsed.path = normalizePathEncoding(parsed.path)
      }
      if (parsed.query) {
        parsed.query = normalizeQueryFragmentEncoding(parsed.query)
      }
      if (parsed.fragment) {
        parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment)
      }
    }

    // perform scheme specific parsing
    if (schemeHandler && schemeHandler.parse) {
      schemeHandler.parse(parsed, options)
      if (schemeHandler === SCHEMES.urn && parsed.nid === undefined) {
        malformedSchemeSpecific = true
      }
    }
  } else {
    parsed.error = parsed.error || 'URI can not be parsed.'
  }
  return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme }
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns
 */
function parse (uri, opts) {
  return parseWithStatus(uri, opts).parsed
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function normalizeString (uri, opts) {
  return normalizeStringWithStatus(uri, opts).normalized
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ normalized: string, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function normalizeStringWithStatus (uri, opts) {
  const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts)
  return {
    normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
    malformedAuthorityOrPort,
    malformedPercentEncoding,
    malformedSchemeSpecific,
    malformedHost,
    malformedScheme
  }
}

/**
 * @param {import ('./types/index').URIComponent|string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string|undefined}
 */
function normalizeComparableURI (uri, opts) {
  if (typeof uri !== 'string' && typeof uri !== 'object') {
    return undefined
  }

  let value
  try {
    value = typeof uri === 'string' ? uri : serialize(uri, opts)
  } catch {
    return undefined
  }
  const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts)
  return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? undefined : normalized
}

const fastUri = {
  SCHEMES,
  normalize,
  resolve,
  resolveComponent,
  equal,
  serialize,
  parse
}

module.exports = fastUri
module.exports["default"] = fastUri
module.exports.fastUri = fastUri


/***/ }),

/***/ 5300:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { isUUID } = __nccwpck_require__(5077)
const URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu

const supportedSchemeNames = /** @type {const} */ (['http', 'https', 'ws',
  'wss', 'urn', 'urn:uuid'])

/** @typedef {supportedSchemeNames[number]} SchemeName */

/**
 * @param {string} name
 * @returns {name is SchemeName}
 */
function isValidSchemeName (name) {
  return supportedSchemeNames.indexOf(/** @type {*} */ (name)) !== -1
}

/**
 * @callback SchemeFn
 * @param {import('../types/index').URIComponent} component
 * @param {import('../types/index').Options} options
 * @returns {import('../types/index').URIComponent}
 */

/**
 * @typedef {Object} SchemeHandler
 * @property {SchemeName} scheme - The scheme name.
 * @property {boolean} [domainHost] - Indicates if the scheme supports domain hosts.
 * @property {SchemeFn} parse - Function to parse the URI component for this scheme.
 * @property {SchemeFn} serialize - Function to serialize the URI component for this scheme.
 * @property {boolean} [skipNormalize] - Indicates if normalization should be skipped for this scheme.
 * @property {boolean} [absolutePath] - Indicates if the scheme uses absolute paths.
 * @property {boolean} [unicodeSupport] - Indicates if the scheme supports Unicode.
 */

/**
 * @param {import('../types/index').URIComponent} wsComponent
 * @returns {boolean}
 */
function wsIsSecure (wsComponent) {
  if (wsComponent.secure === true) {
    return true
  } else if (wsComponent.secure === false) {
    return false
  } else if (wsComponent.scheme) {
    return (
      wsComponent.scheme.length === 3 &&
      (wsComponent.scheme[0] === 'w' || wsComponent.scheme[0] === 'W') &&
      (wsComponent.scheme[1] === 's' || wsComponent.scheme[1] === 'S') &&
      (wsComponent.scheme[2] === 's' || wsComponent.scheme[2] === 'S')
    )
  } else {
    return false
  }
}

/** @type {SchemeFn} */
function httpParse (component) {
  if (!component.host) {
    component.error = component.error || 'HTTP URIs must have a host.'
  }

  return component
}

/** @type {SchemeFn} */
function httpSerialize (component) {
  const secure = String(component.scheme).toLowerCase() === 'https'

  // normalize the default port
  if (component.port === (secure ? 443 : 80) || component.port === '') {
    component.port = undefined
  }

  // normalize the empty path
  if (!component.path) {
    component.path = '/'
  }

  // NOTE: We do not parse query strings for HTTP URIs
  // as WWW Form Url Encoded query strings are part of the HTML4+ spec,
  // and not the HTTP spec.

  return component
}

/** @type {SchemeFn} */
function wsParse (wsComponent) {
// indicate if the secure flag is set
  wsComponent.secure = wsIsSecure(wsComponent)

  // construct resouce name
  wsComponent.resourceName = (wsComponent.path || '/') + (wsComponent.query ? '?' + wsComponent.query : '')
  wsComponent.path = undefined
  wsComponent.query = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function wsSerialize (wsComponent) {
// normalize the default port
  if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === '') {
    wsComponent.port = undefined
  }

  // ensure scheme matches secure flag
  if (typeof wsComponent.secure === 'boolean') {
    wsComponent.scheme = (wsComponent.secure ? 'wss' : 'ws')
    wsComponent.secure = undefined
  }

  // reconstruct path from resource name
  if (wsComponent.resourceName) {
    const queryIndex = wsComponent.resourceName.indexOf('?')
    const path = queryIndex === -1
      ? wsComponent.resourceName
      : wsComponent.resourceName.slice(0, queryIndex)
    wsComponent.path = (path && path !== '/' ? path : undefined)
    wsComponent.query = queryIndex === -1
      ? undefined
      : wsComponent.resourceName.slice(queryIndex + 1)
    wsComponent.resourceName = undefined
  }

  // forbid fragment component
  wsComponent.fragment = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function urnParse (urnComponent, options) {
  if (!urnComponent.path) {
    urnComponent.error = 'URN can not be parsed'
    return urnComponent
  }
  const matches = urnComponent.path.match(URN_REG)
  if (matches && matches[0] === urnComponent.path) {
    const scheme = options.scheme || urnComponent.scheme || 'urn'
    urnComponent.nid = matches[1].toLowerCase()
    urnComponent.nss = matches[2]
    const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`
    const schemeHandler = getSchemeHandler(urnScheme)
    urnComponent.path = undefined

    if (schemeHandler) {
      urnComponent = schemeHandler.parse(urnComponent, options)
    }
  } else {
    urnComponent.error = urnComponent.error || 'URN can not be parsed.'
  }

  return urnComponent
}

/** @type {SchemeFn} */
function urnSerialize (urnComponent, options) {
  if (urnComponent.nid === undefined) {
    throw new Error('URN without nid cannot be serialized')
  }
  const scheme = options.scheme || urnComponent.scheme || 'urn'
  const nid = urnComponent.nid.toLowerCase()
  const urnScheme = `${scheme}:${options.nid || nid}`
  const schemeHandler = getSchemeHandler(urnScheme)

  if (schemeHandler) {
    urnComponent = schemeHandler.serialize(urnComponent, options)
  }

  const uriComponent = urnComponent
  const nss = urnComponent.nss
  uriComponent.path = `${nid || options.nid}:${nss}`

  options.skipEscape = true
  return uriComponent
}

/** @type {SchemeFn} */
function urnuuidParse (urnComponent, options) {
  const uuidComponent = urnComponent
  uuidComponent.uuid = uuidComponent.nss
  uuidComponent.nss = undefined

  if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
    uuidComponent.error = uuidComponent.error || 'UUID is not valid.'
  }

  return uuidComponent
}

/** @type {SchemeFn} */
function urnuuidSerialize (uuidComponent) {
  const urnComponent = uuidComponent
  // normalize UUID
  urnComponent.nss = (uuidComponent.uuid || '').toLowerCase()
  return urnComponent
}

const http = /** @type {SchemeHandler} */ ({
  scheme: 'http',
  domainHost: true,
  parse: httpParse,
  serialize: httpSerialize
})

const https = /** @type {SchemeHandler} */ ({
  scheme: 'https',
  domainHost: http.domainHost,
  parse: httpParse,
  serialize: httpSerialize
})

const ws = /** @type {SchemeHandler} */ ({
  scheme: 'ws',
  domainHost: true,
  parse: wsParse,
  serialize: wsSerialize
})

const wss = /** @type {SchemeHandler} */ ({
  scheme: 'wss',
  domainHost: ws.domainHost,
  parse: ws.parse,
  serialize: ws.serialize
})

const urn = /** @type {SchemeHandler} */ ({
  scheme: 'urn',
  parse: urnParse,
  serialize: urnSerialize,
  skipNormalize: true
})

const urnuuid = /** @type {SchemeHandler} */ ({
  scheme: 'urn:uuid',
  parse: urnuuidParse,
  serialize: urnuuidSerialize,
  skipNormalize: true
})

const SCHEMES = /** @type {Record<SchemeName, SchemeHandler>} */ ({
  http,
  https,
  ws,
  wss,
  urn,
  'urn:uuid': urnuuid
})

Object.setPrototypeOf(SCHEMES, null)

/**
 * @param {string|undefined} scheme
 * @returns {SchemeHandler|undefined}
 */
function getSchemeHandler (scheme) {
  return (
    scheme && (
      SCHEMES[/** @type {SchemeName} */ (scheme)] ||
      SCHEMES[/** @type {SchemeName} */(scheme.toLowerCase())])
  ) ||
    undefined
}

module.exports = {
  wsIsSecure,
  SCHEMES,
  isValidSchemeName,
  getSchemeHandler,
}


/***/ }),

/***/ 5077:
/***/ ((module) => {



/** @type {(value: string) => boolean} */
const isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu)

/** @type {(value: string) => boolean} */
const isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u)

/** @type {(value: string) => boolean} */
const isPort = RegExp.prototype.test.bind(/^\d*$/u)

/** @type {(value: string) => boolean} */
const isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu)

/** @type {(value: string) => boolean} */
const isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu)

/** @type {(value: string) => boolean} */
const isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u)

/** @type {(value: string) => boolean} */
const isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u)

/** @type {(value: string) => boolean} */
const isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u)

const BYTE_HEX = new Array(256)
{
  const HEX_DIGITS = '0123456789ABCDEF'
  for (let i = 0; i < 256; i++) {
    BYTE_HEX[i] = '%' + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 0xF]
  }
}
function percentEncodeNonAscii (cp) {
  if (cp < 0x800) {
    return BYTE_HEX[0xC0 | (cp >> 6)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  if (cp < 0x10000) {
    return BYTE_HEX[0xE0 | (cp >> 12)] +
           BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  return BYTE_HEX[0xF0 | (cp >> 18)] +
         BYTE_HEX[0x80 | ((cp >> 12) & 0x3F)] +
         BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
         BYTE_HEX[0x80 | (cp & 0x3F)]
}

/**
 * @param {Array<string>} input
 * @returns {string}
 */
function stringArrayToHexStripped (input) {
  let acc = ''
  let code = 0
  let i = 0

  for (i = 0; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (code === 48) {
      continue
    }
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
    break
  }

  for (i += 1; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
  }
  return acc
}

/** @type {(value: string) => boolean} */
const isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/)

/** @type {(value: string) => boolean} */
const isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/)

/** @type {(value: string) => boolean} */
const isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/)

/**
 * @param {string} value
 * @returns {boolean}
 */
const nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u)

/**
 * @param {string} zone
 * @returns {boolean}
 */
function isZoneIdentifier (zone) {
  if (zone.length === 0) return false

  for (let i = 0; i < zone.length; i++) {
    if (isZoneCharacter(zone[i])) continue
    if (zone[i] === '%' && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
      i += 2
      continue
    }
    return false
  }

  return true
}

/**
 * Compresses the longest run of zero hextets to "::" per RFC 5952. A run of a
 * single zero hextet is left uncompressed. On ties the leftmost run wins.
 *
 * @param {string[]} hextets
 * @returns {string}
 */
function compressIPv6ZeroRun (hextets) {
  let bestStart = -1
  let bestLength = 0
  let runStart = -1
  let runLength = 0
  for (let i = 0; i < hextets.length; i++) {
    if (hextets[i] === '0') {
      if (runStart === -1) runStart = i
      runLength++
      if (runLength > bestLength) {
        bestLength = runLength
        bestStart = runStart
      }
    } else {
      runStart = -1
      runLength = 0
    }
  }

  if (bestLength < 2) return hextets.join(':')

  const head = hextets.slice(0, bestStart).join(':')
  const tail = hextets.slice(bestStart + bestLength).join(':')
  return head + '::' + tail
}

/**
 * Validates an IPv6 address against the alternatives in RFC 3986 section
 * 3.2.2 and returns the same address with leading hextet zeroes removed.
 * An embedded IPv4 address counts as two hextets and is only valid at the end.
 *
 * @param {string} input
 * @returns {string|undefined}
 */
function normalizeIPv6Address (input) {
  const compression = input.indexOf('::')
  if (compression !== -1 && input.indexOf('::', compression + 1) !== -1) return undefined

  const left = compression === -1 ? input.split(':') : input.slice(0, compression).split(':')
  const right = compression === -1 ? [] : input.slice(compression + 2).split(':')
  if (compression !== -1) {
    if (left.length === 1 && left[0] === '') left.length = 0
    if (right.length === 1 && right[0] === '') right.length = 0
  }

  const parts = left.concat(right)
  let hextetCount = 0
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (part === '') return undefined

    if (part.indexOf('.') !== -1) {
      if (i !== parts.length - 1 || (compression !== -1 && right.length === 0) || !isIPv4(part)) return undefined
      hextetCount += 2
      continue
    }

    if (!isHextet(part)) return undefined
    parts[i] = parseInt(part, 16).toString(16)
    hextetCount++
  }

  if (compression === -1) {
    if (hextetCount !== 8) return undefined
    return compressIPv6ZeroRun(parts)
  }
  if (hextetCount >= 8) return undefined

  // expand "::" then re-compress the longest run for a canonical result
  const expanded = parts.slice(0, left.length)
  for (let i = hextetCount; i < 8; i++) expanded.push('0')
  for (let i = left.length; i < parts.length; i++) expanded.push(parts[i])
  return compressIPv6ZeroRun(expanded)
}

/**
 * @typedef {Object} NormalizeIPv6Result
 * @property {string} host - The normalized host.
 * @property {string} [escapedHost] - The escaped host.
 * @property {boolean} isIPV6 - Indicates if the host is an IPv6 address.
 * @property {boolean} [isIPVFuture] - Indicates if the host is an IPvFuture literal.
 * @property {boolean} [error] - Indicates if a bracketed IP literal is malformed.
 */

/**
 * Validates and normalizes a bracketed IP literal. Raw zone separators remain
 * accepted for backwards compatibility, while encoded separators and zone
 * contents follow RFC 6874.
 *
 * @param {string} host
 * @returns {NormalizeIPv6Result}
 */
function normalizeIPv6 (host) {
  const bracketed = host[0] === '[' && host[host.length - 1] === ']'
  const hasBracket = host[0] === '[' || host[host.length - 1] === ']'
  if (hasBracket && !bracketed) return { host, isIPV6: false, error: true }

  let input = bracketed ? host.slice(1, -1) : host
  if (bracketed && isIPvFuture(input)) {
    input = input.toLowerCase()
    return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true }
  }

  if (findToken(input, ':') < 2) {
    return { host, isIPV6: false, error: bracketed }
  }

  let zoneIdentifier = ''
  const zoneSeparator = input.indexOf('%')
  if (zoneSeparator !== -1) {
    const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === '%25' ? 3 : 1
    zoneIdentifier = input.slice(zoneSeparator + separatorLength)
    if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true }
    input = input.slice(0, zoneSeparator)
  }

  const address = normalizeIPv6Address(input)
  if (address === undefined) return { host, isIPV6: false, error: true }

  return {
    host: address + (zoneIdentifier ? '%' + zoneIdentifier : ''),
    escapedHost: address + (zoneIdentifier ? '%25' + zoneIdentifier : ''),
    isIPV6: true
  }
}

/**
 * @param {string} str
 * @param {string} token
 * @returns {number}
 */
function findToken (str, token) {
  let ind = 0
  for (let i = 0; i < str.length; i++) {
    if (str[i] === token) ind++
  }
  return ind
}

/**
 * @param {string} path
 * @returns {string}
 *
 * @see https://datatracker.ietf.org/doc/html/rfc3986#section-5.2.4
 */
function removeDotSegments (path) {
  let input = path
  const output = []
  let nextSlash = -1
  let len = 0

  // eslint-disable-next-line no-cond-assign
  while (len = input.length) {
    if (len === 1) {
      if (input === '.') {
        break
      } else if (input === '/') {
        output.push('/')
        break
      } else {
        output.push(input)
        break
      }
    } else if (len === 2) {
      if (input[0] === '.') {
        if (input[1] === '.') {
          break
        } else if (input[1] === '/') {
          input = input.slice(2)
          continue
        }
      } else if (input[0] === '/') {
        if (input[1] === '.' || input[1] === '/') {
          output.push('/')
          break
        }
      }
    } else if (len === 3) {
      if (input === '/..') {
        if (output.length !== 0) {
          output.pop()
        }
        output.push('/')
        break
      }
    }
    if (input[0] === '.') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(3)
          continue
        }
      } else if (input[1] === '/') {
        input = input.slice(2)
        continue
      }
    } else if (input[0] === '/') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(2)
          continue
        } else if (input[2] === '.') {
          if (input[3] === '/') {
            input = input.slice(3)
            if (output.length !== 0) {
              output.pop()
            }
            continue
          }
        }
      }
    }

    // Rule 2E: Move normal path segment to output
    if ((nextSlash = input.indexOf('/', 1)) === -1) {
      output.push(input)
      break
    } else {
      output.push(input.slice(0, nextSlash))
      input = input.slice(nextSlash)
    }
  }

  return output.join('')
}

/**
 * Removes dot segments from the path of a relative reference (a path that does
 * not start with "/") without changing what it resolves to against any base.
 * Unlike `removeDotSegments`, leading ".." segments that cannot be collapsed
 * are kept, the result never becomes root-relative, and a result that would be
 * empty or start with an empty segment is prefixed with "." (an empty path
 * means "same document" and a leading "//" would introduce an authority).
 *
 * @param {string} path
 * @returns {string}
 */
function removeDotSegmentsRelative (path) {
  if (path === '' || path[0] === '/') {
    return removeDotSegments(path)
  }

  const segments = path.split('/')
  const last = segments.length - 1
  /** @type {string[]} */
  const output = []
  let trailingDirectory = false

  for (let i = 0; i <= last; i++) {
    const segment = segments[i]
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (output.length !== 0 && output[output.length - 1] !== '..') {
          output.pop()
        } else {
          output.push('..')
        }
      }
      trailingDirectory = i === last
    } else {
      output.push(segment)
    }
  }

  if (trailingDirectory && output[output.length - 1] !== '..') {
    output.push('')
  }
  if (output.length === 0 || output[0] === '' || output[0].includes(':')) {
    // An empty path, a leading empty segment ("//"), or a first segment
    // containing ":" (which would be mistaken for a scheme, RFC 3986 section
    // 4.2) must stay behind a "." segment so the reference keeps its meaning.
    output.unshift('.')
  }

  return output.join('/')
}

/**
 * Re-escape RFC 3986 gen-delims that must not appear literally in the host.
 * After the URI regex parses, these characters cannot be literal in the host
 * field, so any that appear after decoding came from percent-encoding and
 * must be restored to prevent authority structure changes.
 *
 * @param {string} host
 * @param {boolean} isIP - true for IPv4/IPv6 hosts (skip colon re-escaping)
 * @returns {string}
 */
const HOST_DELIMS = { '@': '%40', '/': '%2F', '?': '%3F', '#': '%23', ':': '%3A' }
const HOST_DELIM_RE = /[@/?#:]/g
const HOST_DELIM_NO_COLON_RE = /[@/?#]/g

function reescapeHostDelimiters (host, isIP) {
  const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE
  re.lastIndex = 0
  return host.replace(re, (ch) => HOST_DELIMS[ch])
}

/**
 * Normalizes percent escapes and optionally decodes only unreserved ASCII bytes.
 * Reserved delimiters such as `%2F` stay escaped; `%2E` is unreserved.
 *
 * @param {string} input
 * @param {boolean} [decodeUnreserved=false]
 * @returns {string}
 */
function normalizePercentEncoding (input, decodeUnreserved = false) {
  if (input.indexOf('%') === -1) {
    return input
  }

  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decodeUnreserved && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    output += input[i]
  }

  return output
}

/**
 * Normalizes path data without turning reserved escapes into live path syntax.
 * Valid escapes are uppercased, raw unsafe characters are escaped, and only
 * unreserved bytes that are not `.` are decoded.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizePathEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decoded !== '.' && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isPathCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Serializes a path without rewriting reserved data. Raw RFC 3986 path
 * characters remain literal, valid escapes are preserved and uppercased, and
 * everything else is UTF-8 percent-encoded. In a path-noscheme, a colon in the
 * first segment must be escaped so the result cannot be parsed as a scheme.
 *
 * @param {string} input
 * @param {boolean} [pathNoScheme=false]
 * @returns {string}
 */
function serializePathEncoding (input, pathNoScheme = false) {
  let output = ''
  let firstSegment = pathNoScheme && input[0] !== '/'

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (ch === '/') {
      firstSegment = false
    }

    if (isPathCharacter(ch) && (ch !== ':' || !firstSegment)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Percent-encodes a URI component using its RFC 3986 literal character set.
 * Existing valid escapes are preserved and normalized to uppercase hex.
 *
 * @param {string} input
 * @param {(value: string) => boolean} isAllowed
 * @returns {string}
 */
function encodeComponent (input, isAllowed) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (isAllowed(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Encodes userinfo while preserving its RFC 3986 §3.2.1 literal characters.
 * In particular, authority delimiters such as `@`, `/`, `?`, and `#` are data.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeUserinfo (input) {
  return encodeComponent(input, isUserinfoCharacter)
}

/**
 * Encodes query data using the RFC 3986 §3.4 grammar. A literal `#` must be
 * escaped because it would otherwise begin the fragment component.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeQuery (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

/**
 * Encodes fragment data using the RFC 3986 §3.5 grammar.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeFragment (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

function isEscapeSafe (cp) {
  return (
    (cp >= 0x30 && cp <= 0x39) ||
    (cp >= 0x41 && cp <= 0x5A) ||
    (cp >= 0x61 && cp <= 0x7A) ||
    cp === 0x2A || cp === 0x2B || cp === 0x2D || cp === 0x2E ||
    cp === 0x2F || cp === 0x40 || cp === 0x5F
  )
}

/**
 * Normalizes the percent-encoding of a query or fragment component.
 *
 * Like `normalizePathEncoding`, but uses the query/fragment character set
 * (which additionally allows `?`) and decodes `.` since it has no dot-segment
 * meaning outside of a path.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizeQueryFragmentEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isQueryFragmentCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Escapes a component while preserving existing valid percent escapes.
 *
 * @param {string} input
 * @returns {string}
 */
function escapePreservingEscapes (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    output += escape(input[i])
  }

  return output
}

/**
 * @param {import('../types/index').URIComponent} component
 * @returns {string|undefined}
 */
function recomposeAuthority (component) {
  const uriTokens = []

  if (component.userinfo !== undefined) {
    uriTokens.push(encodeUserinfo(component.userinfo))
    uriTokens.push('@')
  }

  if (component.host !== undefined) {
    let host = component.host
    if (!isIPv4(host)) {
      let ipV6res = normalizeIPv6(host)
      if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
        // Decode only unreserved bytes, once. In particular, keep %25 encoded
        // so it cannot introduce a second escape during recomposition.
        host = normalizePercentEncoding(host, true)
        ipV6res = normalizeIPv6(host)
      }
      if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
        host = `[${ipV6res.escapedHost}]`
      } else {
        host = reescapeHostDelimiters(host, false)
      }
    }
    uriTokens.push(host)
  }

  if (typeof component.port === 'number' || typeof component.port === 'string') {
    const port = String(component.port)
    if (!isPort(port)) {
      throw new TypeError('URI port is malformed.')
    }
    uriTokens.push(':')
    uriTokens.push(port)
  }

  return uriTokens.length ? uriTokens.join('') : undefined
};

module.exports = {
  nonSimpleDomain,
  recomposeAuthority,
  reescapeHostDelimiters,
  normalizePercentEncoding,
  normalizePathEncoding,
  serializePathEncoding,
  normalizeQueryFragmentEncoding,
  encodeUserinfo,
  encodeQuery,
  encodeFragment,
  escapePreservingEscapes,
  removeDotSegments,
  removeDotSegmentsRelative,
  isIPv4,
  isUUID,
  normalizeIPv6,
  stringArrayToHexStripped
}


/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



exports.Composer = composer.Composer;
exports.Document = Document.Document;
exports.Schema = Schema.Schema;
exports.YAMLError = errors.YAMLError;
exports.YAMLParseError = errors.YAMLParseError;
exports.YAMLWarning = errors.YAMLWarning;
exports.Alias = Alias.Alias;
exports.isAlias = identity.isAlias;
exports.isCollection = identity.isCollection;
exports.isDocument = identity.isDocument;
exports.isMap = identity.isMap;
exports.isNode = identity.isNode;
exports.isPair = identity.isPair;
exports.isScalar = identity.isScalar;
exports.isSeq = identity.isSeq;
exports.Pair = Pair.Pair;
exports.Scalar = Scalar.Scalar;
exports.YAMLMap = YAMLMap.YAMLMap;
exports.YAMLSeq = YAMLSeq.YAMLSeq;
exports.CST = cst;
exports.Lexer = lexer.Lexer;
exports.LineCounter = lineCounter.LineCounter;
exports.Parser = parser.Parser;
exports.parse = publicApi.parse;
exports.parseAllDocuments = publicApi.parseAllDocuments;
exports.parseDocument = publicApi.parseDocument;
exports.stringify = publicApi.stringify;
exports.visit = visit.visit;
exports.visitAsync = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 3511:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

// The `yaml` package and ajv's compiler, loaded when first asked for. A run whose files all take
// the fast reader and whose schemas are the shipped, precompiled ones needs neither; evaluating
// them at start cost ~30 ms of every run. CommonJS, because only a require() inside a function is
// both bundled and evaluated late: an ES import is evaluated before anything runs. Types are in
// lazy-packages.d.cts.


let yaml;
let ajv2020;

module.exports = {
  yaml() {
    return (yaml ??= __nccwpck_require__(8815));
  },
  Ajv2020() {
    return (ajv2020 ??= (__nccwpck_require__(2210).Ajv2020));
  },
};


/***/ }),

/***/ 2439:
/***/ ((__unused_webpack_module, exports) => {

// Generated by scripts/build.mjs (src/core/precompile.ts) from schemas/*.schema.json: do not edit.
exports.tool = validate0;const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"plain-tool.schema.json","title":"agents-config-check tool","description":"One tool or validation: a namespaced, independently registered callable (seeds/tool_model.md).","type":"object","required":["name","description","source"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"namespace/short_name"},"description":{"type":"string","minLength":1},"source":{"enum":["mcp","agent_skill","builtin","custom","wrapped"]},"tool_type":{"enum":["tool","validation"]},"code":{"type":["string","null"]},"mcp_server":{"type":["string","null"]},"mcp_tool_name":{"type":["string","null"]},"agent_skill_path":{"type":["string","null"]},"input_schema":{"$ref":"#/$defs/embeddedSchema"},"output_schema":{"$ref":"#/$defs/embeddedSchema"},"capability":{"$ref":"#/$defs/capability"},"resource_slots":{"type":"array","items":{"$ref":"#/$defs/resourceSlot"}},"lifecycle":{"type":["object","null"],"additionalProperties":false,"properties":{"discover":{"type":["string","null"]},"activate":{"type":["string","null"]},"deactivate":{"type":["string","null"]}}},"timeout":{"type":"integer","minimum":1},"wraps":{"type":"string","description":"the tool a wrapped validation wraps"}},"allOf":[{"if":{"required":["source"],"properties":{"source":{"const":"mcp"}}},"then":{"required":["mcp_server","mcp_tool_name"],"properties":{"mcp_server":{"type":"string","minLength":1},"mcp_tool_name":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"agent_skill"}}},"then":{"required":["agent_skill_path"],"properties":{"agent_skill_path":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"custom"}}},"then":{"required":["code"],"properties":{"code":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"wrapped"}}},"then":{"required":["tool_type","wraps"],"properties":{"tool_type":{"const":"validation"}}}}],"$defs":{"embeddedSchema":{"description":"An embedded JSON Schema, checked against the draft 2020-12 meta-schema.","anyOf":[{"type":"null"},{"type":"object"}]},"capability":{"type":"object","additionalProperties":false,"properties":{"read_only":{"type":"boolean"},"writes":{"type":"boolean"},"write_scope":{"type":["string","null"]},"checkpointable":{"type":"boolean"},"checkpoint_scope":{"type":["string","null"]},"side_effects":{"type":"array","items":{"type":"string"}},"idempotent":{"type":"boolean"},"unsafe":{"type":"boolean"},"human_approval_required":{"type":"boolean"},"cost_profile":{"type":["string","null"]}}},"resourceSlot":{"type":"object","required":["name","resource_type","access"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"resource_type":{"type":"string","minLength":1},"access":{"enum":["read_only","read_write"]},"description":{"type":"string"},"binding":{"enum":["contextual","static","dynamic"]},"static_resource":{"type":["string","null"]},"required":{"type":"boolean"}},"if":{"required":["binding"],"properties":{"binding":{"const":"static"}}},"then":{"required":["static_resource"],"properties":{"static_resource":{"type":"string","minLength":1}}},"else":{"properties":{"static_resource":false}}}}};const schema1 = {"description":"An embedded JSON Schema, checked against the draft 2020-12 meta-schema.","anyOf":[{"type":"null"},{"type":"object"}]};const schema3 = {"type":"object","additionalProperties":false,"properties":{"read_only":{"type":"boolean"},"writes":{"type":"boolean"},"write_scope":{"type":["string","null"]},"checkpointable":{"type":"boolean"},"checkpoint_scope":{"type":["string","null"]},"side_effects":{"type":"array","items":{"type":"string"}},"idempotent":{"type":"boolean"},"unsafe":{"type":"boolean"},"human_approval_required":{"type":"boolean"},"cost_profile":{"type":["string","null"]}}};const schema4 = {"type":"object","required":["name","resource_type","access"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"resource_type":{"type":"string","minLength":1},"access":{"enum":["read_only","read_write"]},"description":{"type":"string"},"binding":{"enum":["contextual","static","dynamic"]},"static_resource":{"type":["string","null"]},"required":{"type":"boolean"}},"if":{"required":["binding"],"properties":{"binding":{"const":"static"}}},"then":{"required":["static_resource"],"properties":{"static_resource":{"type":"string","minLength":1}}},"else":{"properties":{"static_resource":false}}};const func0 = Object.prototype.hasOwnProperty;const pattern0 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="plain-tool.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate0.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs2 = errors;let valid1 = true;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.source === undefined) && (missing0 = "source")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.source !== undefined){if("mcp" !== data.source){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs3 === errors;errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}if(_valid0){const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.mcp_server === undefined){const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "mcp_server"},message:"must have required property '"+"mcp_server"+"'",schema:schema0.allOf[0].then.required,parentSchema:schema0.allOf[0].then,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.mcp_tool_name === undefined){const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "mcp_tool_name"},message:"must have required property '"+"mcp_tool_name"+"'",schema:schema0.allOf[0].then.required,parentSchema:schema0.allOf[0].then,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.mcp_server !== undefined){let data1 = data.mcp_server;if(typeof data1 === "string"){if(data1.length < 1){const err4 = {instancePath:instancePath+"/mcp_server",schemaPath:"#/allOf/0/then/properties/mcp_server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.allOf[0].then.properties.mcp_server,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/mcp_server",schemaPath:"#/allOf/0/then/properties/mcp_server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.allOf[0].then.properties.mcp_server.type,parentSchema:schema0.allOf[0].then.properties.mcp_server,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.mcp_tool_name !== undefined){let data2 = data.mcp_tool_name;if(typeof data2 === "string"){if(data2.length < 1){const err6 = {instancePath:instancePath+"/mcp_tool_name",schemaPath:"#/allOf/0/then/properties/mcp_tool_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.allOf[0].then.properties.mcp_tool_name,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/mcp_tool_name",schemaPath:"#/allOf/0/then/properties/mcp_tool_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.allOf[0].then.properties.mcp_tool_name.type,parentSchema:schema0.allOf[0].then.properties.mcp_tool_name,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}var _valid0 = _errs5 === errors;valid1 = _valid0;if(valid1){var props0 = {};props0.mcp_server = true;props0.mcp_tool_name = true;props0.source = true;}}if(!valid1){const err8 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema0.allOf[0].if,parentSchema:schema0.allOf[0],data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}const _errs11 = errors;let valid4 = true;const _errs12 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.source === undefined) && (missing1 = "source")){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}else {if(data.source !== undefined){if("agent_skill" !== data.source){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}var _valid1 = _errs12 === errors;errors = _errs11;if(vErrors !== null){if(_errs11){vErrors.length = _errs11;}else {vErrors = null;}}if(_valid1){const _errs14 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.agent_skill_path === undefined){const err11 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "agent_skill_path"},message:"must have required property '"+"agent_skill_path"+"'",schema:schema0.allOf[1].then.required,parentSchema:schema0.allOf[1].then,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(data.agent_skill_path !== undefined){let data4 = data.agent_skill_path;if(typeof data4 === "string"){if(data4.length < 1){const err12 = {instancePath:instancePath+"/agent_skill_path",schemaPath:"#/allOf/1/then/properties/agent_skill_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.allOf[1].then.properties.agent_skill_path,data:data4};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/agent_skill_path",schemaPath:"#/allOf/1/then/properties/agent_skill_path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.allOf[1].then.properties.agent_skill_path.type,parentSchema:schema0.allOf[1].then.properties.agent_skill_path,data:data4};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var _valid1 = _errs14 === errors;valid4 = _valid1;if(valid4){var props1 = {};props1.agent_skill_path = true;props1.source = true;}}if(!valid4){const err14 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema0.allOf[1].if,parentSchema:schema0.allOf[1],data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}const _errs18 = errors;let valid7 = true;const _errs19 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.source === undefined) && (missing2 = "source")){const err15 = {};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {if(data.source !== undefined){if("custom" !== data.source){const err16 = {};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}}var _valid2 = _errs19 === errors;errors = _errs18;if(vErrors !== null){if(_errs18){vErrors.length = _errs18;}else {vErrors = null;}}if(_valid2){const _errs21 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.code === undefined){const err17 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema0.allOf[2].then.required,parentSchema:schema0.allOf[2].then,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if(data.code !== undefined){let data6 = data.code;if(typeof data6 === "string"){if(data6.length < 1){const err18 = {instancePath:instancePath+"/code",schemaPath:"#/allOf/2/then/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.allOf[2].then.properties.code,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/code",schemaPath:"#/allOf/2/then/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.allOf[2].then.properties.code.type,parentSchema:schema0.allOf[2].then.properties.code,data:data6};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}}var _valid2 = _errs21 === errors;valid7 = _valid2;if(valid7){var props2 = {};props2.code = true;props2.source = true;}}if(!valid7){const err20 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema0.allOf[2].if,parentSchema:schema0.allOf[2],data};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if(props0 !== true && props2 !== undefined){if(props2 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props2);}}const _errs25 = errors;let valid10 = true;const _errs26 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if((data.source === undefined) && (missing3 = "source")){const err21 = {};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}else {if(data.source !== undefined){if("wrapped" !== data.source){const err22 = {};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}}var _valid3 = _errs26 === errors;errors = _errs25;if(vErrors !== null){if(_errs25){vErrors.length = _errs25;}else {vErrors = null;}}if(_valid3){const _errs28 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.tool_type === undefined){const err23 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "tool_type"},message:"must have required property '"+"tool_type"+"'",schema:schema0.allOf[3].then.required,parentSchema:schema0.allOf[3].then,data};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}if(data.wraps === undefined){const err24 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "wraps"},message:"must have required property '"+"wraps"+"'",schema:schema0.allOf[3].then.required,parentSchema:schema0.allOf[3].then,data};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if(data.tool_type !== undefined){let data8 = data.tool_type;if("validation" !== data8){const err25 = {instancePath:instancePath+"/tool_type",schemaPath:"#/allOf/3/then/properties/tool_type/const",keyword:"const",params:{allowedValue: "validation"},message:"must be equal to constant",schema:"validation",parentSchema:schema0.allOf[3].then.properties.tool_type,data:data8};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}var _valid3 = _errs28 === errors;valid10 = _valid3;if(valid10){var props3 = {};props3.tool_type = true;props3.source = true;}}if(!valid10){const err26 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema0.allOf[3].if,parentSchema:schema0.allOf[3],data};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}if(props0 !== true && props3 !== undefined){if(props3 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props3);}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema0.required,parentSchema:schema0,data};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}if(data.description === undefined){const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema0.required,parentSchema:schema0,data};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if(data.source === undefined){const err29 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema0.required,parentSchema:schema0,data};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}for(const key0 in data){if(!(func0.call(schema0.properties, key0))){const err30 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema0,data};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.name !== undefined){let data9 = data.name;if(typeof data9 !== "string"){const err31 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.name.type,parentSchema:schema0.properties.name,data:data9};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.description !== undefined){let data10 = data.description;if(typeof data10 === "string"){if(data10.length < 1){const err32 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties.description,data:data10};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}else {const err33 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.description.type,parentSchema:schema0.properties.description,data:data10};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.source !== undefined){let data11 = data.source;if(!(((((data11 === "mcp") || (data11 === "agent_skill")) || (data11 === "builtin")) || (data11 === "custom")) || (data11 === "wrapped"))){const err34 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema0.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.source.enum,parentSchema:schema0.properties.source,data:data11};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.tool_type !== undefined){let data12 = data.tool_type;if(!((data12 === "tool") || (data12 === "validation"))){const err35 = {instancePath:instancePath+"/tool_type",schemaPath:"#/properties/tool_type/enum",keyword:"enum",params:{allowedValues: schema0.properties.tool_type.enum},message:"must be equal to one of the allowed values",schema:schema0.properties.tool_type.enum,parentSchema:schema0.properties.tool_type,data:data12};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.code !== undefined){let data13 = data.code;if((typeof data13 !== "string") && (data13 !== null)){const err36 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: schema0.properties.code.type},message:"must be string,null",schema:schema0.properties.code.type,parentSchema:schema0.properties.code,data:data13};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.mcp_server !== undefined){let data14 = data.mcp_server;if((typeof data14 !== "string") && (data14 !== null)){const err37 = {instancePath:instancePath+"/mcp_server",schemaPath:"#/properties/mcp_server/type",keyword:"type",params:{type: schema0.properties.mcp_server.type},message:"must be string,null",schema:schema0.properties.mcp_server.type,parentSchema:schema0.properties.mcp_server,data:data14};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}if(data.mcp_tool_name !== undefined){let data15 = data.mcp_tool_name;if((typeof data15 !== "string") && (data15 !== null)){const err38 = {instancePath:instancePath+"/mcp_tool_name",schemaPath:"#/properties/mcp_tool_name/type",keyword:"type",params:{type: schema0.properties.mcp_tool_name.type},message:"must be string,null",schema:schema0.properties.mcp_tool_name.type,parentSchema:schema0.properties.mcp_tool_name,data:data15};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data.agent_skill_path !== undefined){let data16 = data.agent_skill_path;if((typeof data16 !== "string") && (data16 !== null)){const err39 = {instancePath:instancePath+"/agent_skill_path",schemaPath:"#/properties/agent_skill_path/type",keyword:"type",params:{type: schema0.properties.agent_skill_path.type},message:"must be string,null",schema:schema0.properties.agent_skill_path.type,parentSchema:schema0.properties.agent_skill_path,data:data16};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}if(data.input_schema !== undefined){let data17 = data.input_schema;const _errs47 = errors;let valid15 = false;const _errs48 = errors;if(data17 !== null){const err40 = {instancePath:instancePath+"/input_schema",schemaPath:"#/$defs/embeddedSchema/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema1.anyOf[0].type,parentSchema:schema1.anyOf[0],data:data17};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}var _valid4 = _errs48 === errors;valid15 = valid15 || _valid4;const _errs50 = errors;if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){const err41 = {instancePath:instancePath+"/input_schema",schemaPath:"#/$defs/embeddedSchema/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema1.anyOf[1].type,parentSchema:schema1.anyOf[1],data:data17};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}var _valid4 = _errs50 === errors;valid15 = valid15 || _valid4;if(!valid15){const err42 = {instancePath:instancePath+"/input_schema",schemaPath:"#/$defs/embeddedSchema/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema1.anyOf,parentSchema:schema1,data:data17};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}else {errors = _errs47;if(vErrors !== null){if(_errs47){vErrors.length = _errs47;}else {vErrors = null;}}}}if(data.output_schema !== undefined){let data18 = data.output_schema;const _errs54 = errors;let valid17 = false;const _errs55 = errors;if(data18 !== null){const err43 = {instancePath:instancePath+"/output_schema",schemaPath:"#/$defs/embeddedSchema/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema1.anyOf[0].type,parentSchema:schema1.anyOf[0],data:data18};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}var _valid5 = _errs55 === errors;valid17 = valid17 || _valid5;const _errs57 = errors;if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){const err44 = {instancePath:instancePath+"/output_schema",schemaPath:"#/$defs/embeddedSchema/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema1.anyOf[1].type,parentSchema:schema1.anyOf[1],data:data18};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}var _valid5 = _errs57 === errors;valid17 = valid17 || _valid5;if(!valid17){const err45 = {instancePath:instancePath+"/output_schema",schemaPath:"#/$defs/embeddedSchema/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema1.anyOf,parentSchema:schema1,data:data18};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}else {errors = _errs54;if(vErrors !== null){if(_errs54){vErrors.length = _errs54;}else {vErrors = null;}}}}if(data.capability !== undefined){let data19 = data.capability;if(data19 && typeof data19 == "object" && !Array.isArray(data19)){for(const key1 in data19){if(!(func0.call(schema3.properties, key1))){const err46 = {instancePath:instancePath+"/capability",schemaPath:"#/$defs/capability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema3,data:data19};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data19.read_only !== undefined){let data20 = data19.read_only;if(typeof data20 !== "boolean"){const err47 = {instancePath:instancePath+"/capability/read_only",schemaPath:"#/$defs/capability/properties/read_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.read_only.type,parentSchema:schema3.properties.read_only,data:data20};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}if(data19.writes !== undefined){let data21 = data19.writes;if(typeof data21 !== "boolean"){const err48 = {instancePath:instancePath+"/capability/writes",schemaPath:"#/$defs/capability/properties/writes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.writes.type,parentSchema:schema3.properties.writes,data:data21};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}if(data19.write_scope !== undefined){let data22 = data19.write_scope;if((typeof data22 !== "string") && (data22 !== null)){const err49 = {instancePath:instancePath+"/capability/write_scope",schemaPath:"#/$defs/capability/properties/write_scope/type",keyword:"type",params:{type: schema3.properties.write_scope.type},message:"must be string,null",schema:schema3.properties.write_scope.type,parentSchema:schema3.properties.write_scope,data:data22};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}if(data19.checkpointable !== undefined){let data23 = data19.checkpointable;if(typeof data23 !== "boolean"){const err50 = {instancePath:instancePath+"/capability/checkpointable",schemaPath:"#/$defs/capability/properties/checkpointable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.checkpointable.type,parentSchema:schema3.properties.checkpointable,data:data23};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}if(data19.checkpoint_scope !== undefined){let data24 = data19.checkpoint_scope;if((typeof data24 !== "string") && (data24 !== null)){const err51 = {instancePath:instancePath+"/capability/checkpoint_scope",schemaPath:"#/$defs/capability/properties/checkpoint_scope/type",keyword:"type",params:{type: schema3.properties.checkpoint_scope.type},message:"must be string,null",schema:schema3.properties.checkpoint_scope.type,parentSchema:schema3.properties.checkpoint_scope,data:data24};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}if(data19.side_effects !== undefined){let data25 = data19.side_effects;if(Array.isArray(data25)){const len0 = data25.length;for(let i0=0; i0<len0; i0++){let data26 = data25[i0];if(typeof data26 !== "string"){const err52 = {instancePath:instancePath+"/capability/side_effects/" + i0,schemaPath:"#/$defs/capability/properties/side_effects/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.side_effects.items.type,parentSchema:schema3.properties.side_effects.items,data:data26};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}}else {const err53 = {instancePath:instancePath+"/capability/side_effects",schemaPath:"#/$defs/capability/properties/side_effects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema3.properties.side_effects.type,parentSchema:schema3.properties.side_effects,data:data25};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}if(data19.idempotent !== undefined){let data27 = data19.idempotent;if(typeof data27 !== "boolean"){const err54 = {instancePath:instancePath+"/capability/idempotent",schemaPath:"#/$defs/capability/properties/idempotent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.idempotent.type,parentSchema:schema3.properties.idempotent,data:data27};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}if(data19.unsafe !== undefined){let data28 = data19.unsafe;if(typeof data28 !== "boolean"){const err55 = {instancePath:instancePath+"/capability/unsafe",schemaPath:"#/$defs/capability/properties/unsafe/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.unsafe.type,parentSchema:schema3.properties.unsafe,data:data28};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}}if(data19.human_approval_required !== undefined){let data29 = data19.human_approval_required;if(typeof data29 !== "boolean"){const err56 = {instancePath:instancePath+"/capability/human_approval_required",schemaPath:"#/$defs/capability/properties/human_approval_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.human_approval_required.type,parentSchema:schema3.properties.human_approval_required,data:data29};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}if(data19.cost_profile !== undefined){let data30 = data19.cost_profile;if((typeof data30 !== "string") && (data30 !== null)){const err57 = {instancePath:instancePath+"/capability/cost_profile",schemaPath:"#/$defs/capability/properties/cost_profile/type",keyword:"type",params:{type: schema3.properties.cost_profile.type},message:"must be string,null",schema:schema3.properties.cost_profile.type,parentSchema:schema3.properties.cost_profile,data:data30};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}}else {const err58 = {instancePath:instancePath+"/capability",schemaPath:"#/$defs/capability/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema3.type,parentSchema:schema3,data:data19};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}if(data.resource_slots !== undefined){let data31 = data.resource_slots;if(Array.isArray(data31)){const len1 = data31.length;for(let i1=0; i1<len1; i1++){let data32 = data31[i1];const _errs90 = errors;let valid25 = true;const _errs91 = errors;if(data32 && typeof data32 == "object" && !Array.isArray(data32)){let missing4;if((data32.binding === undefined) && (missing4 = "binding")){const err59 = {};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}else {if(data32.binding !== undefined){if("static" !== data32.binding){const err60 = {};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}}}}var _valid6 = _errs91 === errors;errors = _errs90;if(vErrors !== null){if(_errs90){vErrors.length = _errs90;}else {vErrors = null;}}let ifClause0;if(_valid6){const _errs93 = errors;if(data32 && typeof data32 == "object" && !Array.isArray(data32)){if(data32.static_resource === undefined){const err61 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/then/required",keyword:"required",params:{missingProperty: "static_resource"},message:"must have required property '"+"static_resource"+"'",schema:schema4.then.required,parentSchema:schema4.then,data:data32};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}if(data32.static_resource !== undefined){let data34 = data32.static_resource;if(typeof data34 === "string"){if(data34.length < 1){const err62 = {instancePath:instancePath+"/resource_slots/" + i1+"/static_resource",schemaPath:"#/$defs/resourceSlot/then/properties/static_resource/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema4.then.properties.static_resource,data:data34};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}}else {const err63 = {instancePath:instancePath+"/resource_slots/" + i1+"/static_resource",schemaPath:"#/$defs/resourceSlot/then/properties/static_resource/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.then.properties.static_resource.type,parentSchema:schema4.then.properties.static_resource,data:data34};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}}}var _valid6 = _errs93 === errors;valid25 = _valid6;if(valid25){var props4 = {};props4.static_resource = true;props4.binding = true;}ifClause0 = "then";}else {const _errs96 = errors;if(data32 && typeof data32 == "object" && !Array.isArray(data32)){if(data32.static_resource !== undefined){const err64 = {instancePath:instancePath+"/resource_slots/" + i1+"/static_resource",schemaPath:"#/$defs/resourceSlot/else/properties/static_resource/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema4.else.properties.static_resource,data:data32.static_resource};if(vErrors === null){vErrors = [err64];}else {vErrors.push(err64);}errors++;}}var _valid6 = _errs96 === errors;valid25 = _valid6;if(valid25){if(props4 !== true){props4 = props4 || {};props4.static_resource = true;}}ifClause0 = "else";}if(!valid25){const err65 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema4.if,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err65];}else {vErrors.push(err65);}errors++;}if(data32 && typeof data32 == "object" && !Array.isArray(data32)){if(data32.name === undefined){const err66 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema4.required,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err66];}else {vErrors.push(err66);}errors++;}if(data32.resource_type === undefined){const err67 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/required",keyword:"required",params:{missingProperty: "resource_type"},message:"must have required property '"+"resource_type"+"'",schema:schema4.required,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err67];}else {vErrors.push(err67);}errors++;}if(data32.access === undefined){const err68 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/required",keyword:"required",params:{missingProperty: "access"},message:"must have required property '"+"access"+"'",schema:schema4.required,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err68];}else {vErrors.push(err68);}errors++;}for(const key2 in data32){if(!(((((((key2 === "name") || (key2 === "resource_type")) || (key2 === "access")) || (key2 === "description")) || (key2 === "binding")) || (key2 === "static_resource")) || (key2 === "required"))){const err69 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err69];}else {vErrors.push(err69);}errors++;}}if(data32.name !== undefined){let data36 = data32.name;if(typeof data36 === "string"){if(!pattern0.test(data36)){const err70 = {instancePath:instancePath+"/resource_slots/" + i1+"/name",schemaPath:"#/$defs/resourceSlot/properties/name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema4.properties.name,data:data36};if(vErrors === null){vErrors = [err70];}else {vErrors.push(err70);}errors++;}}else {const err71 = {instancePath:instancePath+"/resource_slots/" + i1+"/name",schemaPath:"#/$defs/resourceSlot/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.name.type,parentSchema:schema4.properties.name,data:data36};if(vErrors === null){vErrors = [err71];}else {vErrors.push(err71);}errors++;}}if(data32.resource_type !== undefined){let data37 = data32.resource_type;if(typeof data37 === "string"){if(data37.length < 1){const err72 = {instancePath:instancePath+"/resource_slots/" + i1+"/resource_type",schemaPath:"#/$defs/resourceSlot/properties/resource_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema4.properties.resource_type,data:data37};if(vErrors === null){vErrors = [err72];}else {vErrors.push(err72);}errors++;}}else {const err73 = {instancePath:instancePath+"/resource_slots/" + i1+"/resource_type",schemaPath:"#/$defs/resourceSlot/properties/resource_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.resource_type.type,parentSchema:schema4.properties.resource_type,data:data37};if(vErrors === null){vErrors = [err73];}else {vErrors.push(err73);}errors++;}}if(data32.access !== undefined){let data38 = data32.access;if(!((data38 === "read_only") || (data38 === "read_write"))){const err74 = {instancePath:instancePath+"/resource_slots/" + i1+"/access",schemaPath:"#/$defs/resourceSlot/properties/access/enum",keyword:"enum",params:{allowedValues: schema4.properties.access.enum},message:"must be equal to one of the allowed values",schema:schema4.properties.access.enum,parentSchema:schema4.properties.access,data:data38};if(vErrors === null){vErrors = [err74];}else {vErrors.push(err74);}errors++;}}if(data32.description !== undefined){let data39 = data32.description;if(typeof data39 !== "string"){const err75 = {instancePath:instancePath+"/resource_slots/" + i1+"/description",schemaPath:"#/$defs/resourceSlot/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema4.properties.description.type,parentSchema:schema4.properties.description,data:data39};if(vErrors === null){vErrors = [err75];}else {vErrors.push(err75);}errors++;}}if(data32.binding !== undefined){let data40 = data32.binding;if(!(((data40 === "contextual") || (data40 === "static")) || (data40 === "dynamic"))){const err76 = {instancePath:instancePath+"/resource_slots/" + i1+"/binding",schemaPath:"#/$defs/resourceSlot/properties/binding/enum",keyword:"enum",params:{allowedValues: schema4.properties.binding.enum},message:"must be equal to one of the allowed values",schema:schema4.properties.binding.enum,parentSchema:schema4.properties.binding,data:data40};if(vErrors === null){vErrors = [err76];}else {vErrors.push(err76);}errors++;}}if(data32.static_resource !== undefined){let data41 = data32.static_resource;if((typeof data41 !== "string") && (data41 !== null)){const err77 = {instancePath:instancePath+"/resource_slots/" + i1+"/static_resource",schemaPath:"#/$defs/resourceSlot/properties/static_resource/type",keyword:"type",params:{type: schema4.properties.static_resource.type},message:"must be string,null",schema:schema4.properties.static_resource.type,parentSchema:schema4.properties.static_resource,data:data41};if(vErrors === null){vErrors = [err77];}else {vErrors.push(err77);}errors++;}}if(data32.required !== undefined){let data42 = data32.required;if(typeof data42 !== "boolean"){const err78 = {instancePath:instancePath+"/resource_slots/" + i1+"/required",schemaPath:"#/$defs/resourceSlot/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema4.properties.required.type,parentSchema:schema4.properties.required,data:data42};if(vErrors === null){vErrors = [err78];}else {vErrors.push(err78);}errors++;}}}else {const err79 = {instancePath:instancePath+"/resource_slots/" + i1,schemaPath:"#/$defs/resourceSlot/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema4.type,parentSchema:schema4,data:data32};if(vErrors === null){vErrors = [err79];}else {vErrors.push(err79);}errors++;}}}else {const err80 = {instancePath:instancePath+"/resource_slots",schemaPath:"#/properties/resource_slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema0.properties.resource_slots.type,parentSchema:schema0.properties.resource_slots,data:data31};if(vErrors === null){vErrors = [err80];}else {vErrors.push(err80);}errors++;}}if(data.lifecycle !== undefined){let data43 = data.lifecycle;if((!(data43 && typeof data43 == "object" && !Array.isArray(data43))) && (data43 !== null)){const err81 = {instancePath:instancePath+"/lifecycle",schemaPath:"#/properties/lifecycle/type",keyword:"type",params:{type: schema0.properties.lifecycle.type},message:"must be object,null",schema:schema0.properties.lifecycle.type,parentSchema:schema0.properties.lifecycle,data:data43};if(vErrors === null){vErrors = [err81];}else {vErrors.push(err81);}errors++;}if(data43 && typeof data43 == "object" && !Array.isArray(data43)){for(const key3 in data43){if(!(((key3 === "discover") || (key3 === "activate")) || (key3 === "deactivate"))){const err82 = {instancePath:instancePath+"/lifecycle",schemaPath:"#/properties/lifecycle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema0.properties.lifecycle,data:data43};if(vErrors === null){vErrors = [err82];}else {vErrors.push(err82);}errors++;}}if(data43.discover !== undefined){let data44 = data43.discover;if((typeof data44 !== "string") && (data44 !== null)){const err83 = {instancePath:instancePath+"/lifecycle/discover",schemaPath:"#/properties/lifecycle/properties/discover/type",keyword:"type",params:{type: schema0.properties.lifecycle.properties.discover.type},message:"must be string,null",schema:schema0.properties.lifecycle.properties.discover.type,parentSchema:schema0.properties.lifecycle.properties.discover,data:data44};if(vErrors === null){vErrors = [err83];}else {vErrors.push(err83);}errors++;}}if(data43.activate !== undefined){let data45 = data43.activate;if((typeof data45 !== "string") && (data45 !== null)){const err84 = {instancePath:instancePath+"/lifecycle/activate",schemaPath:"#/properties/lifecycle/properties/activate/type",keyword:"type",params:{type: schema0.properties.lifecycle.properties.activate.type},message:"must be string,null",schema:schema0.properties.lifecycle.properties.activate.type,parentSchema:schema0.properties.lifecycle.properties.activate,data:data45};if(vErrors === null){vErrors = [err84];}else {vErrors.push(err84);}errors++;}}if(data43.deactivate !== undefined){let data46 = data43.deactivate;if((typeof data46 !== "string") && (data46 !== null)){const err85 = {instancePath:instancePath+"/lifecycle/deactivate",schemaPath:"#/properties/lifecycle/properties/deactivate/type",keyword:"type",params:{type: schema0.properties.lifecycle.properties.deactivate.type},message:"must be string,null",schema:schema0.properties.lifecycle.properties.deactivate.type,parentSchema:schema0.properties.lifecycle.properties.deactivate,data:data46};if(vErrors === null){vErrors = [err85];}else {vErrors.push(err85);}errors++;}}}}if(data.timeout !== undefined){let data47 = data.timeout;if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){const err86 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema0.properties.timeout.type,parentSchema:schema0.properties.timeout,data:data47};if(vErrors === null){vErrors = [err86];}else {vErrors.push(err86);}errors++;}if(typeof data47 == "number"){if(data47 < 1 || isNaN(data47)){const err87 = {instancePath:instancePath+"/timeout",schemaPath:"#/properties/timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema0.properties.timeout,data:data47};if(vErrors === null){vErrors = [err87];}else {vErrors.push(err87);}errors++;}}}if(data.wraps !== undefined){let data48 = data.wraps;if(typeof data48 !== "string"){const err88 = {instancePath:instancePath+"/wraps",schemaPath:"#/properties/wraps/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema0.properties.wraps.type,parentSchema:schema0.properties.wraps,data:data48};if(vErrors === null){vErrors = [err88];}else {vErrors.push(err88);}errors++;}}}else {const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema0.type,parentSchema:schema0,data};if(vErrors === null){vErrors = [err89];}else {vErrors.push(err89);}errors++;}validate0.errors = vErrors;return errors === 0;}validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};exports.skill = validate1;const schema5 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"plain-skill.schema.json","title":"agents-config-check skill","description":"A namespaced collection of tools that may include other skills (seeds/ADR-012-skill-system.md).","type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"description":{"type":["string","null"]},"tools":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"overrides":{"$ref":"#/$defs/override"}}}]}},"includes":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["skill"],"additionalProperties":false,"properties":{"skill":{"type":"string"},"overrides":{"$ref":"#/$defs/overrideMap"}}}]}},"mcp_servers":{"type":"array","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"tools":{"type":"array","items":{"type":"string","minLength":1}},"overrides":{"$ref":"#/$defs/overrideMap"}}}},"agent_skills":{"type":"array","items":{"anyOf":[{"type":"string","minLength":1},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1}}}]}},"builtins":{"type":"array","items":{"type":"string","minLength":1}},"anonymous_tools":{"type":"array","items":{"$ref":"plain-tool.schema.json"}}},"$defs":{"override":{"description":"Keys other than description and capability are reported by the forbidden-override rule.","type":"object","properties":{"description":{"type":"string","minLength":1},"capability":{"$ref":"plain-tool.schema.json#/$defs/capability"}}},"overrideMap":{"type":"object","additionalProperties":{"$ref":"#/$defs/override"}}}};const schema6 = {"description":"Keys other than description and capability are reported by the forbidden-override rule.","type":"object","properties":{"description":{"type":"string","minLength":1},"capability":{"$ref":"plain-tool.schema.json#/$defs/capability"}}};function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate2.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.description !== undefined){let data0 = data.description;if(typeof data0 === "string"){if(data0.length < 1){const err0 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema6.properties.description,data:data0};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}else {const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema6.properties.description.type,parentSchema:schema6.properties.description,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.capability !== undefined){let data1 = data.capability;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key0 in data1){if(!(func0.call(schema3.properties, key0))){const err2 = {instancePath:instancePath+"/capability",schemaPath:"plain-tool.schema.json#/$defs/capability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema3,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data1.read_only !== undefined){let data2 = data1.read_only;if(typeof data2 !== "boolean"){const err3 = {instancePath:instancePath+"/capability/read_only",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/read_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.read_only.type,parentSchema:schema3.properties.read_only,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data1.writes !== undefined){let data3 = data1.writes;if(typeof data3 !== "boolean"){const err4 = {instancePath:instancePath+"/capability/writes",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/writes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.writes.type,parentSchema:schema3.properties.writes,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data1.write_scope !== undefined){let data4 = data1.write_scope;if((typeof data4 !== "string") && (data4 !== null)){const err5 = {instancePath:instancePath+"/capability/write_scope",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/write_scope/type",keyword:"type",params:{type: schema3.properties.write_scope.type},message:"must be string,null",schema:schema3.properties.write_scope.type,parentSchema:schema3.properties.write_scope,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data1.checkpointable !== undefined){let data5 = data1.checkpointable;if(typeof data5 !== "boolean"){const err6 = {instancePath:instancePath+"/capability/checkpointable",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/checkpointable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.checkpointable.type,parentSchema:schema3.properties.checkpointable,data:data5};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data1.checkpoint_scope !== undefined){let data6 = data1.checkpoint_scope;if((typeof data6 !== "string") && (data6 !== null)){const err7 = {instancePath:instancePath+"/capability/checkpoint_scope",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/checkpoint_scope/type",keyword:"type",params:{type: schema3.properties.checkpoint_scope.type},message:"must be string,null",schema:schema3.properties.checkpoint_scope.type,parentSchema:schema3.properties.checkpoint_scope,data:data6};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data1.side_effects !== undefined){let data7 = data1.side_effects;if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err8 = {instancePath:instancePath+"/capability/side_effects/" + i0,schemaPath:"plain-tool.schema.json#/$defs/capability/properties/side_effects/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema3.properties.side_effects.items.type,parentSchema:schema3.properties.side_effects.items,data:data8};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/capability/side_effects",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/side_effects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema3.properties.side_effects.type,parentSchema:schema3.properties.side_effects,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data1.idempotent !== undefined){let data9 = data1.idempotent;if(typeof data9 !== "boolean"){const err10 = {instancePath:instancePath+"/capability/idempotent",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/idempotent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.idempotent.type,parentSchema:schema3.properties.idempotent,data:data9};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data1.unsafe !== undefined){let data10 = data1.unsafe;if(typeof data10 !== "boolean"){const err11 = {instancePath:instancePath+"/capability/unsafe",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/unsafe/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.unsafe.type,parentSchema:schema3.properties.unsafe,data:data10};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data1.human_approval_required !== undefined){let data11 = data1.human_approval_required;if(typeof data11 !== "boolean"){const err12 = {instancePath:instancePath+"/capability/human_approval_required",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/human_approval_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema3.properties.human_approval_required.type,parentSchema:schema3.properties.human_approval_required,data:data11};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data1.cost_profile !== undefined){let data12 = data1.cost_profile;if((typeof data12 !== "string") && (data12 !== null)){const err13 = {instancePath:instancePath+"/capability/cost_profile",schemaPath:"plain-tool.schema.json#/$defs/capability/properties/cost_profile/type",keyword:"type",params:{type: schema3.properties.cost_profile.type},message:"must be string,null",schema:schema3.properties.cost_profile.type,parentSchema:schema3.properties.cost_profile,data:data12};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/capability",schemaPath:"plain-tool.schema.json#/$defs/capability/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema3.type,parentSchema:schema3,data:data1};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema6.type,parentSchema:schema6,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate2.errors = vErrors;return errors === 0;}validate2.evaluated = {"props":{"description":true,"capability":true},"dynamicProps":false,"dynamicItems":false};const schema8 = {"type":"object","additionalProperties":{"$ref":"#/$defs/override"}};function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate4.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(validate2(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}}}else {const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema8.type,parentSchema:schema8,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate4.errors = vErrors;return errors === 0;}validate4.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="plain-skill.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate1.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema5.required,parentSchema:schema5,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((((((key0 === "name") || (key0 === "description")) || (key0 === "tools")) || (key0 === "includes")) || (key0 === "mcp_servers")) || (key0 === "agent_skills")) || (key0 === "builtins")) || (key0 === "anonymous_tools"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema5,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.name.type,parentSchema:schema5.properties.name,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.description !== undefined){let data1 = data.description;if((typeof data1 !== "string") && (data1 !== null)){const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema5.properties.description.type},message:"must be string,null",schema:schema5.properties.description.type,parentSchema:schema5.properties.description,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.tools !== undefined){let data2 = data.tools;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){let data3 = data2[i0];const _errs9 = errors;let valid3 = false;const _errs10 = errors;if(typeof data3 !== "string"){const err4 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.tools.items.anyOf[0].type,parentSchema:schema5.properties.tools.items.anyOf[0],data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}var _valid0 = _errs10 === errors;valid3 = valid3 || _valid0;const _errs12 = errors;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.name === undefined){const err5 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema5.properties.tools.items.anyOf[1].required,parentSchema:schema5.properties.tools.items.anyOf[1],data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key1 in data3){if(!((key1 === "name") || (key1 === "overrides"))){const err6 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema5.properties.tools.items.anyOf[1],data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data3.name !== undefined){let data4 = data3.name;if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/tools/" + i0+"/name",schemaPath:"#/properties/tools/items/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.tools.items.anyOf[1].properties.name.type,parentSchema:schema5.properties.tools.items.anyOf[1].properties.name,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data3.overrides !== undefined){if(!(validate2(data3.overrides, {instancePath:instancePath+"/tools/" + i0+"/overrides",parentData:data3,parentDataProperty:"overrides",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}}}else {const err8 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.properties.tools.items.anyOf[1].type,parentSchema:schema5.properties.tools.items.anyOf[1],data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}var _valid0 = _errs12 === errors;valid3 = valid3 || _valid0;if(!valid3){const err9 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema5.properties.tools.items.anyOf,parentSchema:schema5.properties.tools.items,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}else {errors = _errs9;if(vErrors !== null){if(_errs9){vErrors.length = _errs9;}else {vErrors = null;}}}}}else {const err10 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.tools.type,parentSchema:schema5.properties.tools,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.includes !== undefined){let data6 = data.includes;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];const _errs21 = errors;let valid7 = false;const _errs22 = errors;if(typeof data7 !== "string"){const err11 = {instancePath:instancePath+"/includes/" + i1,schemaPath:"#/properties/includes/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.includes.items.anyOf[0].type,parentSchema:schema5.properties.includes.items.anyOf[0],data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}var _valid1 = _errs22 === errors;valid7 = valid7 || _valid1;const _errs24 = errors;if(data7 && typeof data7 == "object" && !Array.isArray(data7)){if(data7.skill === undefined){const err12 = {instancePath:instancePath+"/includes/" + i1,schemaPath:"#/properties/includes/items/anyOf/1/required",keyword:"required",params:{missingProperty: "skill"},message:"must have required property '"+"skill"+"'",schema:schema5.properties.includes.items.anyOf[1].required,parentSchema:schema5.properties.includes.items.anyOf[1],data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}for(const key2 in data7){if(!((key2 === "skill") || (key2 === "overrides"))){const err13 = {instancePath:instancePath+"/includes/" + i1,schemaPath:"#/properties/includes/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema5.properties.includes.items.anyOf[1],data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data7.skill !== undefined){let data8 = data7.skill;if(typeof data8 !== "string"){const err14 = {instancePath:instancePath+"/includes/" + i1+"/skill",schemaPath:"#/properties/includes/items/anyOf/1/properties/skill/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.includes.items.anyOf[1].properties.skill.type,parentSchema:schema5.properties.includes.items.anyOf[1].properties.skill,data:data8};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data7.overrides !== undefined){if(!(validate4(data7.overrides, {instancePath:instancePath+"/includes/" + i1+"/overrides",parentData:data7,parentDataProperty:"overrides",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}}else {const err15 = {instancePath:instancePath+"/includes/" + i1,schemaPath:"#/properties/includes/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.properties.includes.items.anyOf[1].type,parentSchema:schema5.properties.includes.items.anyOf[1],data:data7};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}var _valid1 = _errs24 === errors;valid7 = valid7 || _valid1;if(!valid7){const err16 = {instancePath:instancePath+"/includes/" + i1,schemaPath:"#/properties/includes/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema5.properties.includes.items.anyOf,parentSchema:schema5.properties.includes.items,data:data7};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}else {errors = _errs21;if(vErrors !== null){if(_errs21){vErrors.length = _errs21;}else {vErrors = null;}}}}}else {const err17 = {instancePath:instancePath+"/includes",schemaPath:"#/properties/includes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.includes.type,parentSchema:schema5.properties.includes,data:data6};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.mcp_servers !== undefined){let data10 = data.mcp_servers;if(Array.isArray(data10)){const len2 = data10.length;for(let i2=0; i2<len2; i2++){let data11 = data10[i2];if(data11 && typeof data11 == "object" && !Array.isArray(data11)){if(data11.name === undefined){const err18 = {instancePath:instancePath+"/mcp_servers/" + i2,schemaPath:"#/properties/mcp_servers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema5.properties.mcp_servers.items.required,parentSchema:schema5.properties.mcp_servers.items,data:data11};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}for(const key3 in data11){if(!(((key3 === "name") || (key3 === "tools")) || (key3 === "overrides"))){const err19 = {instancePath:instancePath+"/mcp_servers/" + i2,schemaPath:"#/properties/mcp_servers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema5.properties.mcp_servers.items,data:data11};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data11.name !== undefined){let data12 = data11.name;if(typeof data12 === "string"){if(data12.length < 1){const err20 = {instancePath:instancePath+"/mcp_servers/" + i2+"/name",schemaPath:"#/properties/mcp_servers/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema5.properties.mcp_servers.items.properties.name,data:data12};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/mcp_servers/" + i2+"/name",schemaPath:"#/properties/mcp_servers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.mcp_servers.items.properties.name.type,parentSchema:schema5.properties.mcp_servers.items.properties.name,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data11.tools !== undefined){let data13 = data11.tools;if(Array.isArray(data13)){const len3 = data13.length;for(let i3=0; i3<len3; i3++){let data14 = data13[i3];if(typeof data14 === "string"){if(data14.length < 1){const err22 = {instancePath:instancePath+"/mcp_servers/" + i2+"/tools/" + i3,schemaPath:"#/properties/mcp_servers/items/properties/tools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema5.properties.mcp_servers.items.properties.tools.items,data:data14};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/mcp_servers/" + i2+"/tools/" + i3,schemaPath:"#/properties/mcp_servers/items/properties/tools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.mcp_servers.items.properties.tools.items.type,parentSchema:schema5.properties.mcp_servers.items.properties.tools.items,data:data14};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/mcp_servers/" + i2+"/tools",schemaPath:"#/properties/mcp_servers/items/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.mcp_servers.items.properties.tools.type,parentSchema:schema5.properties.mcp_servers.items.properties.tools,data:data13};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data11.overrides !== undefined){if(!(validate4(data11.overrides, {instancePath:instancePath+"/mcp_servers/" + i2+"/overrides",parentData:data11,parentDataProperty:"overrides",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);errors = vErrors.length;}}}else {const err25 = {instancePath:instancePath+"/mcp_servers/" + i2,schemaPath:"#/properties/mcp_servers/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.properties.mcp_servers.items.type,parentSchema:schema5.properties.mcp_servers.items,data:data11};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}else {const err26 = {instancePath:instancePath+"/mcp_servers",schemaPath:"#/properties/mcp_servers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.mcp_servers.type,parentSchema:schema5.properties.mcp_servers,data:data10};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.agent_skills !== undefined){let data16 = data.agent_skills;if(Array.isArray(data16)){const len4 = data16.length;for(let i4=0; i4<len4; i4++){let data17 = data16[i4];const _errs45 = errors;let valid16 = false;const _errs46 = errors;if(typeof data17 === "string"){if(data17.length < 1){const err27 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema5.properties.agent_skills.items.anyOf[0],data:data17};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.agent_skills.items.anyOf[0].type,parentSchema:schema5.properties.agent_skills.items.anyOf[0],data:data17};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}var _valid2 = _errs46 === errors;valid16 = valid16 || _valid2;const _errs48 = errors;if(data17 && typeof data17 == "object" && !Array.isArray(data17)){if(data17.path === undefined){const err29 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf/1/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema5.properties.agent_skills.items.anyOf[1].required,parentSchema:schema5.properties.agent_skills.items.anyOf[1],data:data17};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}for(const key4 in data17){if(!(key4 === "path")){const err30 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema5.properties.agent_skills.items.anyOf[1],data:data17};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data17.path !== undefined){let data18 = data17.path;if(typeof data18 === "string"){if(data18.length < 1){const err31 = {instancePath:instancePath+"/agent_skills/" + i4+"/path",schemaPath:"#/properties/agent_skills/items/anyOf/1/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema5.properties.agent_skills.items.anyOf[1].properties.path,data:data18};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}else {const err32 = {instancePath:instancePath+"/agent_skills/" + i4+"/path",schemaPath:"#/properties/agent_skills/items/anyOf/1/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.agent_skills.items.anyOf[1].properties.path.type,parentSchema:schema5.properties.agent_skills.items.anyOf[1].properties.path,data:data18};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}}else {const err33 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.properties.agent_skills.items.anyOf[1].type,parentSchema:schema5.properties.agent_skills.items.anyOf[1],data:data17};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}var _valid2 = _errs48 === errors;valid16 = valid16 || _valid2;if(!valid16){const err34 = {instancePath:instancePath+"/agent_skills/" + i4,schemaPath:"#/properties/agent_skills/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema5.properties.agent_skills.items.anyOf,parentSchema:schema5.properties.agent_skills.items,data:data17};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}else {errors = _errs45;if(vErrors !== null){if(_errs45){vErrors.length = _errs45;}else {vErrors = null;}}}}}else {const err35 = {instancePath:instancePath+"/agent_skills",schemaPath:"#/properties/agent_skills/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.agent_skills.type,parentSchema:schema5.properties.agent_skills,data:data16};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.builtins !== undefined){let data19 = data.builtins;if(Array.isArray(data19)){const len5 = data19.length;for(let i5=0; i5<len5; i5++){let data20 = data19[i5];if(typeof data20 === "string"){if(data20.length < 1){const err36 = {instancePath:instancePath+"/builtins/" + i5,schemaPath:"#/properties/builtins/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema5.properties.builtins.items,data:data20};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}else {const err37 = {instancePath:instancePath+"/builtins/" + i5,schemaPath:"#/properties/builtins/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema5.properties.builtins.items.type,parentSchema:schema5.properties.builtins.items,data:data20};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}}else {const err38 = {instancePath:instancePath+"/builtins",schemaPath:"#/properties/builtins/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.builtins.type,parentSchema:schema5.properties.builtins,data:data19};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data.anonymous_tools !== undefined){let data21 = data.anonymous_tools;if(Array.isArray(data21)){const len6 = data21.length;for(let i6=0; i6<len6; i6++){if(!(validate0(data21[i6], {instancePath:instancePath+"/anonymous_tools/" + i6,parentData:data21,parentDataProperty:i6,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);errors = vErrors.length;}}}else {const err39 = {instancePath:instancePath+"/anonymous_tools",schemaPath:"#/properties/anonymous_tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema5.properties.anonymous_tools.type,parentSchema:schema5.properties.anonymous_tools,data:data21};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}}else {const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema5.type,parentSchema:schema5,data};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}validate1.errors = vErrors;return errors === 0;}validate1.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};exports.actor = validate9;const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"actor.schema.json","title":"agents-config-check actor","description":"An actor uses skills under an access policy.","type":"object","required":["name","skills"],"additionalProperties":false,"properties":{"name":{"type":"string"},"description":{"type":["string","null"]},"skills":{"type":"array","items":{"type":"string"}},"skill_access_policy":{"type":"object","additionalProperties":false,"properties":{"allow":{"type":"array","items":{"type":"string","minLength":1}},"deny":{"type":"array","items":{"type":"string","minLength":1}},"read_only":{"type":"boolean"}}}}};function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="actor.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate9.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema9.required,parentSchema:schema9,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.skills === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skills"},message:"must have required property '"+"skills"+"'",schema:schema9.required,parentSchema:schema9,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((key0 === "name") || (key0 === "description")) || (key0 === "skills")) || (key0 === "skill_access_policy"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema9,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.name.type,parentSchema:schema9.properties.name,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.description !== undefined){let data1 = data.description;if((typeof data1 !== "string") && (data1 !== null)){const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema9.properties.description.type},message:"must be string,null",schema:schema9.properties.description.type,parentSchema:schema9.properties.description,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.skills !== undefined){let data2 = data.skills;if(Array.isArray(data2)){const len0 = data2.length;for(let i0=0; i0<len0; i0++){let data3 = data2[i0];if(typeof data3 !== "string"){const err5 = {instancePath:instancePath+"/skills/" + i0,schemaPath:"#/properties/skills/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.skills.items.type,parentSchema:schema9.properties.skills.items,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema9.properties.skills.type,parentSchema:schema9.properties.skills,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.skill_access_policy !== undefined){let data4 = data.skill_access_policy;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key1 in data4){if(!(((key1 === "allow") || (key1 === "deny")) || (key1 === "read_only"))){const err7 = {instancePath:instancePath+"/skill_access_policy",schemaPath:"#/properties/skill_access_policy/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema9.properties.skill_access_policy,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data4.allow !== undefined){let data5 = data4.allow;if(Array.isArray(data5)){const len1 = data5.length;for(let i1=0; i1<len1; i1++){let data6 = data5[i1];if(typeof data6 === "string"){if(data6.length < 1){const err8 = {instancePath:instancePath+"/skill_access_policy/allow/" + i1,schemaPath:"#/properties/skill_access_policy/properties/allow/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema9.properties.skill_access_policy.properties.allow.items,data:data6};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/skill_access_policy/allow/" + i1,schemaPath:"#/properties/skill_access_policy/properties/allow/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.skill_access_policy.properties.allow.items.type,parentSchema:schema9.properties.skill_access_policy.properties.allow.items,data:data6};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath:instancePath+"/skill_access_policy/allow",schemaPath:"#/properties/skill_access_policy/properties/allow/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema9.properties.skill_access_policy.properties.allow.type,parentSchema:schema9.properties.skill_access_policy.properties.allow,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data4.deny !== undefined){let data7 = data4.deny;if(Array.isArray(data7)){const len2 = data7.length;for(let i2=0; i2<len2; i2++){let data8 = data7[i2];if(typeof data8 === "string"){if(data8.length < 1){const err11 = {instancePath:instancePath+"/skill_access_policy/deny/" + i2,schemaPath:"#/properties/skill_access_policy/properties/deny/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema9.properties.skill_access_policy.properties.deny.items,data:data8};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}else {const err12 = {instancePath:instancePath+"/skill_access_policy/deny/" + i2,schemaPath:"#/properties/skill_access_policy/properties/deny/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema9.properties.skill_access_policy.properties.deny.items.type,parentSchema:schema9.properties.skill_access_policy.properties.deny.items,data:data8};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/skill_access_policy/deny",schemaPath:"#/properties/skill_access_policy/properties/deny/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema9.properties.skill_access_policy.properties.deny.type,parentSchema:schema9.properties.skill_access_policy.properties.deny,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data4.read_only !== undefined){let data9 = data4.read_only;if(typeof data9 !== "boolean"){const err14 = {instancePath:instancePath+"/skill_access_policy/read_only",schemaPath:"#/properties/skill_access_policy/properties/read_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema9.properties.skill_access_policy.properties.read_only.type,parentSchema:schema9.properties.skill_access_policy.properties.read_only,data:data9};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath:instancePath+"/skill_access_policy",schemaPath:"#/properties/skill_access_policy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.properties.skill_access_policy.type,parentSchema:schema9.properties.skill_access_policy,data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}}else {const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema9.type,parentSchema:schema9,data};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}validate9.errors = vErrors;return errors === 0;}validate9.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
exports.fingerprint = "1f9014131c8140a69945174e38f8f9b24dd353279331c289d0a62295c5c4512a";


/***/ }),

/***/ 3837:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$id":"https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#","description":"Meta-schema for $data reference (JSON AnySchema extension proposal)","type":"object","required":["$data"],"properties":{"$data":{"type":"string","anyOf":[{"format":"relative-json-pointer"},{"format":"json-pointer"}]}},"additionalProperties":false}');

/***/ }),

/***/ 7216:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/applicator":true},"$dynamicAnchor":"meta","title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"prefixItems":{"$ref":"#/$defs/schemaArray"},"items":{"$dynamicRef":"#meta"},"contains":{"$dynamicRef":"#meta"},"additionalProperties":{"$dynamicRef":"#meta"},"properties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"propertyNames":{"$dynamicRef":"#meta"},"if":{"$dynamicRef":"#meta"},"then":{"$dynamicRef":"#meta"},"else":{"$dynamicRef":"#meta"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$dynamicRef":"#meta"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}}}}');

/***/ }),

/***/ 8226:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/content","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentEncoding":{"type":"string"},"contentMediaType":{"type":"string"},"contentSchema":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 518:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/core","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true},"$dynamicAnchor":"meta","title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"$ref":"#/$defs/uriReferenceString","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"$ref":"#/$defs/uriString"},"$ref":{"$ref":"#/$defs/uriReferenceString"},"$anchor":{"$ref":"#/$defs/anchorString"},"$dynamicRef":{"$ref":"#/$defs/uriReferenceString"},"$dynamicAnchor":{"$ref":"#/$defs/anchorString"},"$vocabulary":{"type":"object","propertyNames":{"$ref":"#/$defs/uriString"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"}}},"$defs":{"anchorString":{"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"},"uriString":{"type":"string","format":"uri"},"uriReferenceString":{"type":"string","format":"uri-reference"}}}');

/***/ }),

/***/ 4588:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/format-annotation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/format-annotation":true},"$dynamicAnchor":"meta","title":"Format vocabulary meta-schema for annotation results","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 5707:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/meta-data":true},"$dynamicAnchor":"meta","title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 9547:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/unevaluated","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/unevaluated":true},"$dynamicAnchor":"meta","title":"Unevaluated applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"unevaluatedItems":{"$dynamicRef":"#meta"},"unevaluatedProperties":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 7082:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/validation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/validation":true},"$dynamicAnchor":"meta","title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]},"const":true,"enum":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 1678:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/schema","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true,"https://json-schema.org/draft/2020-12/vocab/applicator":true,"https://json-schema.org/draft/2020-12/vocab/unevaluated":true,"https://json-schema.org/draft/2020-12/vocab/validation":true,"https://json-schema.org/draft/2020-12/vocab/meta-data":true,"https://json-schema.org/draft/2020-12/vocab/format-annotation":true,"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/unevaluated"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format-annotation"},{"$ref":"meta/content"}],"type":["object","boolean"],"$comment":"This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.","properties":{"definitions":{"$comment":"\\"definitions\\" has been replaced by \\"$defs\\".","type":"object","additionalProperties":{"$dynamicRef":"#meta"},"deprecated":true,"default":{}},"dependencies":{"$comment":"\\"dependencies\\" has been split and replaced by \\"dependentSchemas\\" and \\"dependentRequired\\" in order to serve their differing semantics.","type":"object","additionalProperties":{"anyOf":[{"$dynamicRef":"#meta"},{"$ref":"meta/validation#/$defs/stringArray"}]},"deprecated":true,"default":{}},"$recursiveAnchor":{"$comment":"\\"$recursiveAnchor\\" has been replaced by \\"$dynamicAnchor\\".","$ref":"meta/core#/$defs/anchorString","deprecated":true},"$recursiveRef":{"$comment":"\\"$recursiveRef\\" has been replaced by \\"$dynamicRef\\".","$ref":"meta/core#/$defs/uriReferenceString","deprecated":true}}}');

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// NAMESPACE OBJECT: ./build/src/core/rules/agent-skill-frontmatter.js
var agent_skill_frontmatter_namespaceObject = {};
__nccwpck_require__.r(agent_skill_frontmatter_namespaceObject);
__nccwpck_require__.d(agent_skill_frontmatter_namespaceObject, {
  check: () => (check),
  defaultSeverity: () => (defaultSeverity),
  description: () => (description),
  id: () => (id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/capability-conflict.js
var capability_conflict_namespaceObject = {};
__nccwpck_require__.r(capability_conflict_namespaceObject);
__nccwpck_require__.d(capability_conflict_namespaceObject, {
  check: () => (capability_conflict_check),
  defaultSeverity: () => (capability_conflict_defaultSeverity),
  description: () => (capability_conflict_description),
  id: () => (capability_conflict_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/config.js
var config_namespaceObject = {};
__nccwpck_require__.r(config_namespaceObject);
__nccwpck_require__.d(config_namespaceObject, {
  check: () => (config_check),
  defaultSeverity: () => (config_defaultSeverity),
  description: () => (config_description),
  id: () => (config_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/duplicate-key.js
var duplicate_key_namespaceObject = {};
__nccwpck_require__.r(duplicate_key_namespaceObject);
__nccwpck_require__.d(duplicate_key_namespaceObject, {
  check: () => (duplicate_key_check),
  defaultSeverity: () => (duplicate_key_defaultSeverity),
  description: () => (duplicate_key_description),
  id: () => (duplicate_key_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/duplicate-name.js
var duplicate_name_namespaceObject = {};
__nccwpck_require__.r(duplicate_name_namespaceObject);
__nccwpck_require__.d(duplicate_name_namespaceObject, {
  check: () => (duplicate_name_check),
  defaultSeverity: () => (duplicate_name_defaultSeverity),
  description: () => (duplicate_name_description),
  id: () => (duplicate_name_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/escalation.js
var escalation_namespaceObject = {};
__nccwpck_require__.r(escalation_namespaceObject);
__nccwpck_require__.d(escalation_namespaceObject, {
  check: () => (escalation_check),
  defaultSeverity: () => (escalation_defaultSeverity),
  describeEscalation: () => (describeEscalation),
  description: () => (escalation_description),
  id: () => (escalation_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/forbidden-override.js
var forbidden_override_namespaceObject = {};
__nccwpck_require__.r(forbidden_override_namespaceObject);
__nccwpck_require__.d(forbidden_override_namespaceObject, {
  check: () => (forbidden_override_check),
  defaultSeverity: () => (forbidden_override_defaultSeverity),
  description: () => (forbidden_override_description),
  id: () => (forbidden_override_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/include-cycle.js
var include_cycle_namespaceObject = {};
__nccwpck_require__.r(include_cycle_namespaceObject);
__nccwpck_require__.d(include_cycle_namespaceObject, {
  check: () => (include_cycle_check),
  defaultSeverity: () => (include_cycle_defaultSeverity),
  description: () => (include_cycle_description),
  id: () => (include_cycle_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/invalid-name.js
var invalid_name_namespaceObject = {};
__nccwpck_require__.r(invalid_name_namespaceObject);
__nccwpck_require__.d(invalid_name_namespaceObject, {
  check: () => (invalid_name_check),
  defaultSeverity: () => (invalid_name_defaultSeverity),
  description: () => (invalid_name_description),
  id: () => (invalid_name_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/missing-file.js
var missing_file_namespaceObject = {};
__nccwpck_require__.r(missing_file_namespaceObject);
__nccwpck_require__.d(missing_file_namespaceObject, {
  check: () => (missing_file_check),
  defaultSeverity: () => (missing_file_defaultSeverity),
  description: () => (missing_file_description),
  id: () => (missing_file_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/name-conflict.js
var name_conflict_namespaceObject = {};
__nccwpck_require__.r(name_conflict_namespaceObject);
__nccwpck_require__.d(name_conflict_namespaceObject, {
  check: () => (name_conflict_check),
  defaultSeverity: () => (name_conflict_defaultSeverity),
  description: () => (name_conflict_description),
  id: () => (name_conflict_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/remote-reference.js
var remote_reference_namespaceObject = {};
__nccwpck_require__.r(remote_reference_namespaceObject);
__nccwpck_require__.d(remote_reference_namespaceObject, {
  check: () => (remote_reference_check),
  defaultSeverity: () => (remote_reference_defaultSeverity),
  description: () => (remote_reference_description),
  id: () => (remote_reference_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/schema.js
var schema_namespaceObject = {};
__nccwpck_require__.r(schema_namespaceObject);
__nccwpck_require__.d(schema_namespaceObject, {
  check: () => (schema_check),
  defaultSeverity: () => (schema_defaultSeverity),
  description: () => (schema_description),
  id: () => (schema_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/skill-access.js
var skill_access_namespaceObject = {};
__nccwpck_require__.r(skill_access_namespaceObject);
__nccwpck_require__.d(skill_access_namespaceObject, {
  check: () => (skill_access_check),
  defaultSeverity: () => (skill_access_defaultSeverity),
  description: () => (skill_access_description),
  id: () => (skill_access_id),
  patternMatches: () => (patternMatches),
  policyVerdict: () => (policyVerdict)
});

// NAMESPACE OBJECT: ./build/src/core/rules/tool-budget.js
var tool_budget_namespaceObject = {};
__nccwpck_require__.r(tool_budget_namespaceObject);
__nccwpck_require__.d(tool_budget_namespaceObject, {
  check: () => (tool_budget_check),
  defaultSeverity: () => (tool_budget_defaultSeverity),
  description: () => (tool_budget_description),
  id: () => (tool_budget_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/unknown-builtin.js
var unknown_builtin_namespaceObject = {};
__nccwpck_require__.r(unknown_builtin_namespaceObject);
__nccwpck_require__.d(unknown_builtin_namespaceObject, {
  check: () => (unknown_builtin_check),
  defaultSeverity: () => (unknown_builtin_defaultSeverity),
  description: () => (unknown_builtin_description),
  id: () => (unknown_builtin_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/unknown-skill.js
var unknown_skill_namespaceObject = {};
__nccwpck_require__.r(unknown_skill_namespaceObject);
__nccwpck_require__.d(unknown_skill_namespaceObject, {
  check: () => (unknown_skill_check),
  defaultSeverity: () => (unknown_skill_defaultSeverity),
  description: () => (unknown_skill_description),
  id: () => (unknown_skill_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/unknown-tool.js
var unknown_tool_namespaceObject = {};
__nccwpck_require__.r(unknown_tool_namespaceObject);
__nccwpck_require__.d(unknown_tool_namespaceObject, {
  check: () => (unknown_tool_check),
  defaultSeverity: () => (unknown_tool_defaultSeverity),
  description: () => (unknown_tool_description),
  id: () => (unknown_tool_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/unreadable-file.js
var unreadable_file_namespaceObject = {};
__nccwpck_require__.r(unreadable_file_namespaceObject);
__nccwpck_require__.d(unreadable_file_namespaceObject, {
  check: () => (unreadable_file_check),
  defaultSeverity: () => (unreadable_file_defaultSeverity),
  description: () => (unreadable_file_description),
  id: () => (unreadable_file_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/unused-tool.js
var unused_tool_namespaceObject = {};
__nccwpck_require__.r(unused_tool_namespaceObject);
__nccwpck_require__.d(unused_tool_namespaceObject, {
  check: () => (unused_tool_check),
  defaultSeverity: () => (unused_tool_defaultSeverity),
  description: () => (unused_tool_description),
  id: () => (unused_tool_id)
});

// NAMESPACE OBJECT: ./build/src/core/rules/yaml-syntax.js
var yaml_syntax_namespaceObject = {};
__nccwpck_require__.r(yaml_syntax_namespaceObject);
__nccwpck_require__.d(yaml_syntax_namespaceObject, {
  check: () => (yaml_syntax_check),
  defaultSeverity: () => (yaml_syntax_defaultSeverity),
  description: () => (yaml_syntax_description),
  id: () => (yaml_syntax_id)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./build/package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./build/src/cli-options.js
// Command-line arguments, parsed once and strictly into a request (usage errors exit 2).

const FORMATS = ['text', 'json', 'sarif', 'markdown'];
class UsageError extends Error {
}
const HELP = `Usage: agents-config-check [options] [root]

Checks the tools, skills and actors under root (default: the current folder) and, with a base,
shows what every skill and actor gains or loses.

Options:
  --config FILE           configuration file (default: root/.agents-config-check.yml)
  --format FORMAT         text (default), json, sarif or markdown
  --output FILE           write the report to FILE instead of standard output
  --fail-on LEVEL         error (default), warning, note or never
  --base REF              compare against a git commit, branch or tag
  --base-dir DIR          compare against another folder
  --only-new              report only findings that are not already on the base
  --allow-escalations     report escalations as notes (they are approved)
  --no-color              no colour, even on a terminal
  -h, --help              show this help
  -v, --version           show the version

Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or configuration error,
3 internal error (a bug: please report it).`;
function parseCli(argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            allowPositionals: true,
            strict: true,
            options: {
                config: { type: 'string' },
                format: { type: 'string' },
                output: { type: 'string', short: 'o' },
                'fail-on': { type: 'string' },
                base: { type: 'string' },
                'base-dir': { type: 'string' },
                'only-new': { type: 'boolean' },
                'allow-escalations': { type: 'boolean' },
                'no-color': { type: 'boolean' },
                help: { type: 'boolean', short: 'h' },
                version: { type: 'boolean', short: 'v' },
            },
        });
    }
    catch (error) {
        throw new UsageError(error.message);
    }
    const { values, positionals } = parsed;
    if (positionals.length > 1)
        throw new UsageError(`expected one root folder, got ${positionals.length}: ${positionals.join(' ')}`);
    const format = (values.format ?? 'text');
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not '${format}'`);
    const failOn = values['fail-on'];
    if (failOn !== undefined && !['error', 'warning', 'note', 'never'].includes(failOn)) {
        throw new UsageError(`--fail-on must be error, warning, note or never, not '${failOn}'`);
    }
    if (values.base !== undefined && values['base-dir'] !== undefined)
        throw new UsageError('use --base or --base-dir, not both');
    const request = {
        root: positionals[0] ?? '.',
        configPath: values.config,
        overrides: failOn ? { 'fail-on': failOn } : {},
        onlyNew: values['only-new'] === true,
        allowEscalations: values['allow-escalations'] === true,
    };
    if (values.base !== undefined)
        request.base = { kind: 'git', ref: values.base };
    if (values['base-dir'] !== undefined)
        request.base = { kind: 'dir', path: values['base-dir'] };
    return {
        request,
        format,
        output: values.output,
        color: values['no-color'] ? false : undefined,
        help: values.help === true,
        version: values.version === true,
    };
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./build/src/core/diagnostic.js
// Diagnostics are plain data: a rule id, a severity and an exact 1-based span in a file.
const SEVERITY_RANK = { error: 3, warning: 2, note: 1 };
const FILE_START = { line: 1, column: 1, endLine: 1, endColumn: 1 };
function compareDiagnostics(a, b) {
    if (a.file !== b.file)
        return a.file < b.file ? -1 : 1;
    if (a.line !== b.line)
        return a.line - b.line;
    if (a.column !== b.column)
        return a.column - b.column;
    if (a.rule !== b.rule)
        return a.rule < b.rule ? -1 : 1;
    return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
/** Sorts by file, line, column, rule and message, and drops exact repeats. */
function sortAndDedupe(diagnostics) {
    const sorted = [...diagnostics].sort(compareDiagnostics);
    const out = [];
    for (const d of sorted) {
        const last = out[out.length - 1];
        if (last &&
            last.file === d.file &&
            last.line === d.line &&
            last.column === d.column &&
            last.rule === d.rule &&
            last.message === d.message) {
            continue;
        }
        out.push(d);
    }
    return out;
}
function reaches(severity, failOn) {
    return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}
function countBySeverity(diagnostics) {
    const counts = { errors: 0, warnings: 0, notes: 0 };
    for (const d of diagnostics) {
        if (d.severity === 'error')
            counts.errors++;
        else if (d.severity === 'warning')
            counts.warnings++;
        else
            counts.notes++;
    }
    return counts;
}

// EXTERNAL MODULE: ./build/src/core/lazy-packages.cjs
var lazy_packages = __nccwpck_require__(3511);
;// CONCATENATED MODULE: ./build/src/core/text-position.js
class LineIndex {
    text;
    computed;
    constructor(text) {
        this.text = text;
    }
    /** Line starts, found on first use: most files never need a position. */
    get starts() {
        if (!this.computed) {
            const starts = [0];
            for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1))
                starts.push(i + 1);
            this.computed = starts;
        }
        return this.computed;
    }
    get lineCount() {
        return this.starts.length;
    }
    /** 1-based line and column of a 0-based UTF-16 offset. */
    position(offset) {
        const clamped = Math.max(0, Math.min(offset, this.text.length));
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= clamped)
                lo = mid;
            else
                hi = mid - 1;
        }
        const start = this.starts[lo];
        let column = 1;
        for (let i = start; i < clamped; i++) {
            const code = this.text.charCodeAt(i);
            // A low surrogate continues the code point its high surrogate began.
            if (code >= 0xdc00 && code <= 0xdfff && i > start) {
                const prev = this.text.charCodeAt(i - 1);
                if (prev >= 0xd800 && prev <= 0xdbff)
                    continue;
            }
            // A carriage return before the newline is part of the line ending, not a column.
            if (code === 0x0d && this.text.charCodeAt(i + 1) === 0x0a)
                continue;
            column++;
        }
        return { line: lo + 1, column };
    }
    span(start, end) {
        const a = this.position(start);
        const b = this.position(Math.max(start, end));
        return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
    }
    /** The text of a 1-based line, without its line ending. */
    lineText(line) {
        const start = this.starts[line - 1];
        if (start === undefined)
            return '';
        const next = this.starts[line];
        const raw = this.text.slice(start, next === undefined ? undefined : next - 1);
        return raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    }
}

;// CONCATENATED MODULE: ./build/src/core/pointer.js
// JSON pointers (RFC 6901), the path format ajv reports and the loader resolves positions from.
function pointerSegments(pointer) {
    if (pointer === '' || pointer === '/')
        return pointer === '/' ? [''] : [];
    const segments = pointer.slice(1).split('/');
    // Nearly every pointer escapes nothing: then there is nothing to unescape.
    return pointer.includes('~') ? segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')) : segments;
}
function toPointer(segments) {
    let out = '';
    for (const segment of segments) {
        const s = String(segment);
        out += s.includes('~') || s.includes('/') ? `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}` : `/${s}`;
    }
    return out;
}
/** A reader's path for messages: `capability.read_only`, `resource_slots[0].binding`. */
function describePointer(pointer) {
    let out = '';
    for (const segment of pointerSegments(pointer)) {
        if (/^\d+$/.test(segment))
            out += `[${segment}]`;
        else
            out += out === '' ? segment : `.${segment}`;
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/core/fast-yaml.js
// A fast reader for the plain block YAML that configuration files are made of: block mappings
// and sequences, single-line plain and quoted scalars, one-line flow sequences of scalars, and
// literal block scalars. It gives the same values, problems and node ranges as the `yaml` package
// (a differential test holds it to that) and returns undefined for anything else — anchors, tags,
// flow mappings, folded or multi-line scalars, tabs, CRLF — which then takes the `yaml` path.
/** A node's kind, flow and partial flags as one number, for `FastNode.entries`. */
function shapeOf(node) {
    const kind = node.kind === 'scalar' ? 0 : node.kind === 'map' ? 1 : 2;
    return kind | (node.flow ? 4 : 0) | (node.partial ? 8 : 0);
}
/** A node back from its range and `shapeOf`. */
function nodeFromShape(start, end, shape) {
    const kind = (shape & 3) === 0 ? 'scalar' : (shape & 3) === 1 ? 'map' : 'seq';
    const node = { kind, start, end, flow: (shape & 4) !== 0 };
    if (shape & 8)
        node.partial = true;
    return node;
}
/**
 * An array grown by push keeps room for 16 more elements; what the run keeps (parsed sequences,
 * positions) is copied to its exact length once complete.
 */
function exact(array) {
    return array.slice();
}
/**
 * The prototype of every parsed mapping: no properties and no prototype of its own, frozen, so a
 * mapping inherits nothing and a `__proto__` key is plain data (nothing in its chain defines it).
 * Made by a constructor, mappings keep V8's fast object layout; `Object.create(null)` starts an
 * object in dictionary mode, three times the memory and slower to build, read and copy.
 */
const NOTHING = Object.freeze(Object.create(null));
function ParsedMapping() { }
ParsedMapping.prototype = NOTHING;
function newMapping() {
    return new ParsedMapping();
}
/** Whether a value inherits nothing: no prototype, or the parsed mappings' empty one. */
function inheritsNothing(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === null || proto === NOTHING;
}
class Fallback extends Error {
}
const FALLBACK = new Fallback();
/** A repeated key needs the first key's position: read again with nodes. */
const NEEDS_NODES = new Fallback();
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const INT = /^[-+]?[0-9]+$/;
const OCT = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const INF = /^[-+]?\.(?:inf|Inf|INF)$/;
const NAN = /^\.(?:nan|NaN|NAN)$/;
/** Characters that cannot start a plain scalar here (or start something this reader leaves alone). */
const BAD_START = new Set([
    '[',
    ']',
    '{',
    '}',
    ',',
    '#',
    '&',
    '*',
    '!',
    '|',
    '>',
    "'",
    '"',
    '%',
    '@',
    '`',
    '?',
    ':',
    '-',
]);
/** YAML 1.2 core schema resolution of a plain scalar, as the `yaml` package does it. */
function resolvePlain(text) {
    // Most scalars in configuration are words: a letter that cannot begin null, true, false, .inf
    // or a number settles it without a single pattern test.
    const c = text.charCodeAt(0);
    if (((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) && !MAY_RESOLVE[c])
        return text;
    if (NULLS.has(text))
        return null;
    if (TRUES.has(text))
        return true;
    if (FALSES.has(text))
        return false;
    if (INT.test(text))
        return parseInt(text, 10);
    if (OCT.test(text))
        return parseInt(text.slice(2), 8);
    if (HEX.test(text))
        return parseInt(text.slice(2), 16);
    if (FLOAT.test(text))
        return parseFloat(text);
    if (INF.test(text))
        return text.startsWith('-') ? -Infinity : Infinity;
    if (NAN.test(text))
        return NaN;
    return text;
}
/** First letters of the words null, true and false in their three spellings. */
const MAY_RESOLVE = [];
for (const word of ['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE'])
    MAY_RESOLVE[word.charCodeAt(0)] = true;
/**
 * Whether a key is a plain word this reader takes, `[A-Za-z0-9_$][A-Za-z0-9_$./:@+-]*`: -1 when
 * not, else a hash of it for `keyAt`.
 */
function plainKeyHash(text, from, to) {
    if (from >= to)
        return -1;
    let hash = 0;
    for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        hash = (Math.imul(hash, 31) + c) | 0;
        if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36)
            continue;
        // . / : @ + - may follow the first character
        if (i > from && (c === 46 || c === 47 || c === 58 || c === 64 || c === 43 || c === 45))
            continue;
        return -1;
    }
    return hash & 0x7fffffff;
}
/**
 * Strings seen lately, one per slot, the slot picked by a hash of the caller's choosing: a string
 * is only handed back when it equals the text asked about, so a collision costs a miss, never a
 * wrong string.
 */
class RecentStrings {
    slots;
    strings;
    constructor(slots) {
        this.slots = slots;
        this.strings = new Array(slots).fill(undefined);
    }
    slotOf(hash) {
        return hash & (this.slots - 1);
    }
    /** The string kept in `slot`, if it is `text[from, to)`. */
    find(slot, text, from, to) {
        const kept = this.strings[slot];
        return kept !== undefined && kept.length === to - from && text.startsWith(kept, from) ? kept : undefined;
    }
    keep(slot, value) {
        this.strings[slot] = value;
    }
}
/**
 * Keys seen lately. Files of one repository repeat the same few hundred keys; a key found here
 * costs no new string, and it is one V8 has already made a property name (internalized), which
 * is what makes storing and looking up the property fast.
 */
const recentKeys = new RecentStrings(4096);
/** The key `text[from, to)` (plain, `hash` from `plainKeyHash`), or undefined when it resolves to a non-string. */
function keyAt(text, from, to, hash) {
    const slot = recentKeys.slotOf(hash);
    const cached = recentKeys.find(slot, text, from, to);
    if (cached !== undefined)
        return cached;
    const key = text.slice(from, to);
    if (resolvePlain(key) !== key)
        return undefined;
    // The name V8 keeps for a property key, not the slice: an object's own key is that name.
    const name = Object.keys({ [key]: 0 })[0];
    recentKeys.keep(slot, name);
    return name;
}
/**
 * Short plain scalars seen lately, by hash: names, types and enum words recur across the files of
 * a repository. A value found here is the very string object seen before, so a tool's name and
 * every reference to it are one string, and the maps keyed by names (every registry, every
 * flattened set) match them by identity instead of comparing characters; nor is a new string made.
 * A cached value may be a slice of the text it was read from and keep that text alive after its
 * run; a run keeps every text it read anyway, and the cache holds at most this many.
 */
const recentValues = new RecentStrings(1 << 15);
const MAX_SHARED_VALUE = 64;
/** The value of the plain scalar `text[from, to)`, which ends before any comment or trailing space. */
function plainValueAt(text, from, to) {
    const length = to - from;
    let slot = -1;
    if (length <= MAX_SHARED_VALUE) {
        // A few characters and the length pick the slot (the text is compared anyway): names that
        // differ tend to differ at their ends, and hashing every character would cost a second pass.
        let hash = length;
        if (length <= 8)
            for (let i = from; i < to; i++)
                hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
        else {
            hash = (Math.imul(hash, 31) + text.charCodeAt(from)) | 0;
            hash = (Math.imul(hash, 31) + text.charCodeAt(from + 1)) | 0;
            hash = (Math.imul(hash, 31) + text.charCodeAt(from + (length >> 1))) | 0;
            hash = (Math.imul(hash, 31) + text.charCodeAt(to - 3)) | 0;
            hash = (Math.imul(hash, 31) + text.charCodeAt(to - 2)) | 0;
            hash = (Math.imul(hash, 31) + text.charCodeAt(to - 1)) | 0;
        }
        slot = recentValues.slotOf(hash ^ (hash >>> 15));
        const cached = recentValues.find(slot, text, from, to);
        if (cached !== undefined)
            return cached;
    }
    const raw = text.slice(from, to);
    if (raw.includes(': ') || raw.endsWith(':'))
        throw FALLBACK;
    const value = resolvePlain(raw);
    // Only scalars that stay strings are kept, so a cached one needs neither check above again.
    if (slot !== -1 && value === raw)
        recentValues.keep(slot, raw);
    return value;
}
/**
 * Reads `text`, or returns undefined when it needs the yaml package. Without `withNodes` the
 * result's `contents` are placeholders: positions cost nothing until a diagnostic asks for one,
 * and then the same text is read again with nodes.
 */
function fastParse(text, maxDepth, maxNodes, withNodes = true) {
    if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff)
        return undefined;
    try {
        return new Reader(text, maxDepth, maxNodes, withNodes).read();
    }
    catch (error) {
        if (error === NEEDS_NODES)
            return fastParse(text, maxDepth, maxNodes, true);
        if (error === FALLBACK)
            return undefined;
        if (error instanceof RangeError)
            return undefined;
        throw error;
    }
}
let shared = {
    starts: new Int32Array(1024),
    ends: new Int32Array(1024),
    indents: new Int32Array(1024),
    empty: new Uint8Array(1024),
};
function lineTables(lines) {
    if (shared.starts.length < lines) {
        const size = Math.max(lines, shared.starts.length * 2);
        shared = {
            starts: new Int32Array(size),
            ends: new Int32Array(size),
            indents: new Int32Array(size),
            empty: new Uint8Array(size),
        };
    }
    return shared;
}
const INDENTATIONS = [];
/** Up to `width` spaces at the start of every line. */
function indentation(width) {
    return (INDENTATIONS[width] ??= new RegExp(`^ {0,${width}}`, 'gm'));
}
/** The items of a sequence whose items are not recorded: never pushed to. */
const NO_NODES = Object.freeze([]);
class Reader {
    text;
    maxDepth;
    maxNodes;
    withNodes;
    /** Per line: start offset, end offset (before the newline), indent, and whether it is blank or a comment. */
    // Line tables live in buffers shared by every read (reads never overlap): a repository of
    // thousands of files then allocates them once instead of once per file.
    starts;
    ends;
    indents;
    empty;
    lineCount;
    line = 0;
    nodes = 0;
    duplicates = [];
    // The node a method last read, as fields rather than a returned object: without nodes, most
    // values need only their range, and thousands of small result objects per file were garbage.
    /** Its range, [start, end). */
    nodeStart = 0;
    nodeEnd = 0;
    /** Its kind and flags (see `shapeOf`). */
    nodeShape = 0;
    /** Where the enclosing block's range ends after it (values on one line: past the newline). */
    blockEnd = 0;
    /** The node itself, when one was made: always with nodes, and for a document's root. */
    node;
    constructor(text, maxDepth, maxNodes, withNodes) {
        this.text = text;
        this.maxDepth = maxDepth;
        this.maxNodes = maxNodes;
        this.withNodes = withNodes;
        let lines = 1;
        for (let k = text.indexOf('\n'); k !== -1; k = text.indexOf('\n', k + 1))
            lines++;
        const tables = lineTables(lines);
        this.starts = tables.starts;
        this.ends = tables.ends;
        this.indents = tables.indents;
        this.empty = tables.empty;
        this.lineCount = lines;
        let start = 0;
        for (let line = 0; line < lines; line++) {
            let end = text.indexOf('\n', start);
            if (end === -1)
                end = text.length;
            let indent = 0;
            while (text.charCodeAt(start + indent) === 32)
                indent++;
            const first = start + indent < end ? text.charCodeAt(start + indent) : -1;
            // yaml folds indented comment lines into the ranges of the nodes around them by rules this
            // reader does not mirror: such files take the yaml path.
            if (first === 35 && indent > 0)
                throw FALLBACK;
            this.starts[line] = start;
            this.ends[line] = end;
            this.indents[line] = indent;
            this.empty[line] = first === -1 || first === 35 ? 1 : 0;
            start = end + 1;
        }
    }
    /** Offset just past the newline of a line (the text's end for the last line). */
    after(line) {
        const end = this.ends[line];
        return end < this.text.length ? end + 1 : end;
    }
    skipEmpty() {
        while (this.line < this.lineCount && this.empty[this.line])
            this.line++;
    }
    isMarker(line, marker) {
        const s = this.starts[line];
        if (this.indents[line] !== 0 || !this.text.startsWith(marker, s))
            return false;
        const rest = this.text.slice(s + 3, this.ends[line]);
        if (rest.trim() !== '')
            throw FALLBACK;
        return true;
    }
    read() {
        const documents = [];
        let index = 0;
        let started = false;
        for (;;) {
            this.skipEmpty();
            if (this.line >= this.lineCount)
                break;
            if (this.isMarker(this.line, '---')) {
                // A marker ends the document before it, even an empty one, unless it opens the stream.
                if (started)
                    index++;
                started = true;
                this.line++;
                continue;
            }
            const s = this.starts[this.line];
            if (this.isMarker(this.line, '...') || this.text[s] === '%' || this.indents[this.line] !== 0)
                throw FALLBACK;
            started = true;
            const value = this.block(0, 0);
            documents.push({ index, value, contents: this.lastNode() });
            this.skipEmpty();
            if (this.line < this.lineCount && !this.isMarker(this.line, '---'))
                throw FALLBACK;
        }
        return { withNodes: this.withNodes, documents: exact(documents), duplicates: this.duplicates };
    }
    count() {
        if (++this.nodes > this.maxNodes)
            throw FALLBACK;
    }
    /** The node last read, made now if it was not made then. */
    lastNode() {
        return this.node ?? nodeFromShape(this.nodeStart, this.nodeEnd, this.nodeShape);
    }
    /** Records the node just read: its range, shape (see `shapeOf`) and, when made, the node. */
    nodeRead(start, end, shape, node) {
        this.nodeStart = start;
        this.nodeEnd = end;
        this.nodeShape = shape;
        this.node = node;
    }
    scalarRead(start, end) {
        this.nodeRead(start, end, 0, this.withNodes ? { kind: 'scalar', start, end, flow: false } : undefined);
    }
    /** The block node whose first content starts at `column` on the current line. */
    block(column, depth) {
        if (depth > this.maxDepth)
            throw FALLBACK;
        const s = this.starts[this.line] + column;
        const ch = this.text[s];
        if (ch === '-' && (this.text[s + 1] === ' ' || s + 1 === this.ends[this.line]))
            return this.sequence(column, depth);
        return this.mapping(column, depth);
    }
    sequence(column, depth) {
        this.count();
        // The root's entries are recorded even without nodes: most positions asked for are one level
        // down (a tool's name), and those then need no second read.
        const record = this.withNodes || depth === 0;
        const items = record ? [] : NO_NODES;
        const value = [];
        const start = this.starts[this.line] + column;
        let end = start;
        for (;;) {
            this.skipEmpty();
            if (this.line >= this.lineCount)
                break;
            const indent = this.indents[this.line];
            const s = this.starts[this.line] + indent;
            if (indent < column)
                break;
            if (indent > column)
                throw FALLBACK;
            if (this.text[s] !== '-' || !(this.text[s + 1] === ' ' || s + 1 === this.ends[this.line]))
                break;
            let rest = s + 1;
            while (this.text.charCodeAt(rest) === 32)
                rest++;
            const lineEnd = this.ends[this.line];
            if (rest >= lineEnd || this.text[rest] === '#') {
                // "-" alone: the item is the block on the following lines, or null.
                this.emptyValueGuard(rest, lineEnd);
                this.line++;
                this.skipEmpty();
                if (this.line < this.lineCount && this.indents[this.line] > column) {
                    value.push(this.block(this.indents[this.line], depth + 1));
                    end = this.nodeEnd;
                }
                else {
                    this.scalarRead(rest, rest);
                    value.push(null);
                    end = lineEnd;
                }
                if (record)
                    items.push(this.lastNode());
                continue;
            }
            const itemColumn = rest - this.starts[this.line];
            if (this.text[rest] === '-' && (this.text[rest + 1] === ' ' || rest + 1 === lineEnd))
                throw FALLBACK;
            if (this.keyColon(rest, lineEnd) !== -1) {
                value.push(this.mapping(itemColumn, depth + 1));
                end = this.nodeEnd;
            }
            else {
                value.push(this.inlineValue(rest, column, depth + 1));
                end = this.blockEnd;
            }
            if (record)
                items.push(this.lastNode());
        }
        this.nodeRead(start, end, record ? 2 : 2 | 8, record ? { kind: 'seq', start, end, flow: false, items } : undefined);
        return exact(value);
    }
    /**
     * An empty value's range in the yaml package takes in a comment on its line and comment lines
     * after it; rather than mirror that, such files take the yaml path.
     */
    emptyValueGuard(rest, lineEnd) {
        if (rest < lineEnd)
            throw FALLBACK;
        for (let probe = this.line + 1; probe < this.lineCount && this.empty[probe]; probe++) {
            if (this.starts[probe] + this.indents[probe] < this.ends[probe])
                throw FALLBACK;
        }
    }
    keyColon(at, lineEnd) {
        const text = this.text;
        for (let i = at; i < lineEnd; i++) {
            const c = text.charCodeAt(i);
            if (c === 58 /* : */ && (i + 1 === lineEnd || text.charCodeAt(i + 1) === 32))
                return i;
            if (c === 35 /* # */ && text.charCodeAt(i - 1) === 32)
                return -1;
            if (c === 32 && i > at) {
                // `key :` (space before the colon) is a key to yaml but not to this reader.
                let j = i + 1;
                while (j < lineEnd && text.charCodeAt(j) === 32)
                    j++;
                if (text.charCodeAt(j) === 58)
                    throw FALLBACK;
                i = j - 1;
            }
        }
        return -1;
    }
    mapping(column, depth) {
        this.count();
        // The root of a read without nodes keeps its entries' positions as numbers.
        const entries = !this.withNodes && depth === 0 ? [] : undefined;
        const keys = this.withNodes ? [] : undefined;
        const values = this.withNodes ? [] : undefined;
        const value = newMapping();
        const firstSeen = this.withNodes ? new Map() : undefined;
        const start = this.starts[this.line] + column;
        let end = start;
        let first = true;
        for (;;) {
            this.skipEmpty();
            if (this.line >= this.lineCount)
                break;
            const indent = this.indents[this.line];
            // The first key of a compact mapping in a sequence item sits after "- ", not at the indent.
            const keyStart = first ? start : this.starts[this.line] + indent;
            if (!first) {
                if (indent < column)
                    break;
                if (indent > column)
                    throw FALLBACK;
                if (this.isMarker(this.line, '---'))
                    break;
            }
            first = false;
            const lineEnd = this.ends[this.line];
            const colon = this.keyColon(keyStart, lineEnd);
            if (colon === -1)
                throw FALLBACK;
            const hash = plainKeyHash(this.text, keyStart, colon);
            if (hash === -1)
                throw FALLBACK;
            const keyText = keyAt(this.text, keyStart, colon, hash);
            if (keyText === undefined)
                throw FALLBACK;
            this.count();
            keys?.push({ text: keyText, start: keyStart, end: colon });
            const duplicatesBefore = this.duplicates.length;
            let rest = colon + 1;
            while (this.text.charCodeAt(rest) === 32)
                rest++;
            let childValue;
            if (rest >= lineEnd || this.text[rest] === '#') {
                this.emptyValueGuard(rest, lineEnd);
                this.line++;
                this.skipEmpty();
                const nextIndent = this.line < this.lineCount ? this.indents[this.line] : -1;
                const nextStart = this.line < this.lineCount ? this.starts[this.line] + nextIndent : -1;
                const dash = nextStart >= 0 &&
                    this.text[nextStart] === '-' &&
                    (this.text[nextStart + 1] === ' ' || nextStart + 1 === this.ends[this.line]);
                if (nextIndent > column || (nextIndent === column && dash)) {
                    childValue = this.block(nextIndent, depth + 1);
                    end = this.nodeEnd;
                }
                else {
                    // The yaml package places an empty value where the line's text after the colon resumes.
                    // …and ends the enclosing block at the end of that line, comment included.
                    this.scalarRead(rest, rest);
                    childValue = null;
                    end = lineEnd;
                }
            }
            else {
                childValue = this.inlineValue(rest, column, depth + 1);
                end = this.blockEnd;
            }
            if (values)
                values.push(this.node);
            else
                entries?.push(keyStart, colon, this.nodeStart, this.nodeEnd, this.nodeShape);
            if (!this.withNodes) {
                if (Object.hasOwn(value, keyText))
                    throw NEEDS_NODES;
                value[keyText] = childValue;
                continue;
            }
            const seen = firstSeen?.get(keyText);
            if (seen !== undefined) {
                // The value of a repeated key is dropped unread, so nothing inside it is reported.
                this.duplicates.length = duplicatesBefore;
                this.duplicates.push({ keyStart, keyEnd: colon, key: keyText, firstStart: seen });
            }
            else {
                firstSeen?.set(keyText, keyStart);
                value[keyText] = childValue;
            }
        }
        this.nodeRead(start, end, this.withNodes || entries ? 1 : 1 | 8, this.withNodes
            ? { kind: 'map', start, end, flow: false, keys, values }
            : entries
                ? { kind: 'map', start, end, flow: false, entries: exact(entries), source: this.text }
                : undefined);
        return value;
    }
    /**
     * A value that starts on the current line at `at`: a scalar, a flow sequence or a block
     * scalar. Consumes its lines; `blockEnd` is where the enclosing block's range would end.
     */
    inlineValue(at, parentIndent, depth) {
        this.count();
        const lineEnd = this.ends[this.line];
        const c = this.text[at];
        if (c === '|')
            return this.literal(at, parentIndent);
        let value;
        if (c === '"' || c === "'") {
            value = this.quoted(at, lineEnd);
            this.scalarRead(at, this.quotedEnd);
        }
        else if (c === '[') {
            value = this.flowSequence(at, lineEnd, depth);
        }
        else {
            if (BAD_START.has(c) && !(c === '-' && this.text[at + 1] !== ' ' && at + 1 < lineEnd))
                throw FALLBACK;
            if (c === ':' || c === '?')
                throw FALLBACK;
            // A comment starts at " #"; searched within the line only (indexOf would run to the file's end).
            let e = lineEnd;
            for (let i = at + 1; i < lineEnd; i++) {
                if (this.text.charCodeAt(i) === 35 && this.text.charCodeAt(i - 1) === 32) {
                    e = i - 1;
                    break;
                }
            }
            while (e > at && this.text.charCodeAt(e - 1) === 32)
                e--;
            value = plainValueAt(this.text, at, e);
            this.scalarRead(at, e);
        }
        this.trailing(this.nodeEnd, lineEnd);
        const valueLine = this.line;
        this.line++;
        // A following line indented deeper would continue a multi-line scalar: not for this reader.
        let probe = this.line;
        while (probe < this.lineCount && this.empty[probe])
            probe++;
        if (probe < this.lineCount && this.indents[probe] > parentIndent)
            throw FALLBACK;
        this.blockEnd = this.after(valueLine);
        return value;
    }
    /** After a value on its line only spaces and a comment may follow. */
    trailing(from, lineEnd) {
        let i = from;
        while (i < lineEnd && this.text.charCodeAt(i) === 32)
            i++;
        if (i < lineEnd && !(this.text[i] === '#' && i > from))
            throw FALLBACK;
    }
    /** Where the last quoted scalar read ends (past its closing quote). */
    quotedEnd = 0;
    quoted(at, lineEnd) {
        const q = this.text[at];
        // Most quoted scalars hold no escape: one slice, no list of parts.
        const text = this.text;
        if (q === '"') {
            for (let i = at + 1; i < lineEnd; i++) {
                const c = text.charCodeAt(i);
                if (c === 92 /* \\ */)
                    break;
                if (c === 34 /* " */) {
                    this.quotedEnd = i + 1;
                    return text.slice(at + 1, i);
                }
            }
        }
        else {
            const close = text.indexOf("'", at + 1);
            if (close !== -1 && close < lineEnd && text.charCodeAt(close + 1) !== 39) {
                this.quotedEnd = close + 1;
                return text.slice(at + 1, close);
            }
        }
        // Whole runs are sliced, not built a character at a time: a string grown by `+=` keeps one
        // rope node per character alive for as long as the value lives.
        const parts = [];
        let runStart = at + 1;
        for (let i = at + 1; i < lineEnd; i++) {
            const c = this.text[i];
            if (q === "'") {
                if (c !== "'")
                    continue;
                parts.push(this.text.slice(runStart, i));
                if (this.text[i + 1] === "'") {
                    parts.push("'");
                    i++;
                    runStart = i + 1;
                    continue;
                }
                this.quotedEnd = i + 1;
                return parts.length === 1 ? parts[0] : parts.join('');
            }
            if (c === '"') {
                parts.push(this.text.slice(runStart, i));
                this.quotedEnd = i + 1;
                return parts.length === 1 ? parts[0] : parts.join('');
            }
            if (c === '\\') {
                parts.push(this.text.slice(runStart, i));
                const n = this.text[++i];
                if (n === '"' || n === '\\' || n === '/')
                    parts.push(n);
                else if (n === 'n')
                    parts.push('\n');
                else if (n === 't')
                    parts.push('\t');
                else
                    throw FALLBACK;
                runStart = i + 1;
            }
        }
        throw FALLBACK;
    }
    flowSequence(at, lineEnd, depth) {
        if (depth > this.maxDepth)
            throw FALLBACK;
        const items = this.withNodes ? [] : NO_NODES;
        const value = [];
        const done = (end) => {
            // Without nodes, an empty sequence is whole (it has no items to leave out), as before.
            const partial = !this.withNodes && value.length > 0;
            const node = this.withNodes
                ? { kind: 'seq', start: at, end, flow: true, items }
                : undefined;
            this.nodeRead(at, end, partial ? 2 | 4 | 8 : 2 | 4, node);
            return partial ? exact(value) : value;
        };
        let i = at + 1;
        const skipSpaces = () => {
            while (i < lineEnd && this.text.charCodeAt(i) === 32)
                i++;
        };
        skipSpaces();
        if (this.text[i] === ']')
            return done(i + 1);
        for (;;) {
            skipSpaces();
            if (i >= lineEnd)
                throw FALLBACK;
            const c = this.text[i];
            this.count();
            if (c === '"' || c === "'") {
                value.push(this.quoted(i, lineEnd));
                if (this.withNodes)
                    items.push({ kind: 'scalar', start: i, end: this.quotedEnd, flow: false });
                i = this.quotedEnd;
            }
            else {
                if (BAD_START.has(c) &&
                    !(c === '-' && this.text[i + 1] !== ' ' && this.text[i + 1] !== ',' && this.text[i + 1] !== ']'))
                    throw FALLBACK;
                const s = i;
                while (i < lineEnd && !',[]{}#'.includes(this.text[i])) {
                    if (this.text[i] === ':' &&
                        (this.text[i + 1] === ' ' || this.text[i + 1] === ',' || this.text[i + 1] === ']'))
                        throw FALLBACK;
                    i++;
                }
                let e = i;
                while (e > s && this.text.charCodeAt(e - 1) === 32)
                    e--;
                if (e === s)
                    throw FALLBACK;
                if (this.withNodes)
                    items.push({ kind: 'scalar', start: s, end: e, flow: false });
                value.push(resolvePlain(this.text.slice(s, e)));
            }
            skipSpaces();
            const d = this.text[i];
            if (d === ',') {
                i++;
                skipSpaces();
                if (this.text[i] === ']')
                    throw FALLBACK;
                continue;
            }
            if (d === ']')
                return done(i + 1);
            throw FALLBACK;
        }
    }
    /** `|`, `|-` or `|+` and the lines indented under it. */
    literal(at, parentIndent) {
        const lineEnd = this.ends[this.line];
        let i = at + 1;
        let chomp = 'clip';
        if (this.text[i] === '-') {
            chomp = 'strip';
            i++;
        }
        else if (this.text[i] === '+') {
            chomp = 'keep';
            i++;
        }
        this.trailing(i, lineEnd);
        this.line++;
        let contentIndent = -1;
        const firstLine = this.line;
        let lastContent = -1;
        while (this.line < this.lineCount) {
            const s = this.starts[this.line];
            const e = this.ends[this.line];
            const indent = this.indents[this.line];
            const blank = s + indent === e;
            if (blank) {
                // Blank lines inside the block hold no more spaces than its indentation (else yaml's way).
                if (contentIndent === -1 || indent > contentIndent)
                    throw FALLBACK;
                this.line++;
                continue;
            }
            if (contentIndent === -1) {
                if (indent <= parentIndent)
                    break;
                contentIndent = indent;
            }
            if (indent < contentIndent)
                break;
            lastContent = this.line;
            this.line++;
        }
        if (lastContent === -1)
            throw FALLBACK;
        // Blank lines after the last content line belong to the block only with keep chomping.
        if (chomp === 'keep')
            throw FALLBACK;
        // The lines from the first to the last content line, each without the block's indentation (a
        // blank line has no more spaces than that, so it becomes empty): one slice and one replace.
        let value = this.text
            .slice(this.starts[firstLine], this.ends[lastContent])
            .replace(indentation(contentIndent), '');
        if (chomp === 'clip')
            value += '\n';
        this.line = lastContent + 1;
        const end = this.after(lastContent);
        this.scalarRead(at, end);
        this.blockEnd = end;
        return value;
    }
}

;// CONCATENATED MODULE: ./build/src/core/load.js




/** The `yaml` package: only files the fast reader leaves to it load it. */
const yaml = lazy_packages.yaml;
/** Limits that keep hostile documents from costing more than an honest one. */
const LOAD_LIMITS = {
    maxDepth: 200,
    maxAliases: 100,
    maxExpandedNodes: 200_000,
};
const YAML_OPTIONS = {
    version: '1.2',
    schema: 'core',
    merge: false,
    uniqueKeys: false,
    strict: true,
    prettyErrors: false,
    resolveKnownTags: false,
    keepSourceTokens: false,
};
class ConversionError extends Error {
}
/** Removes a leading byte-order mark so that positions match the file without one. */
function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
function loadYaml(rawText, options = {}) {
    if (!options.plain) {
        const fast = loadFast(rawText);
        if (fast)
            return fast;
    }
    return loadWithYamlPackage(rawText);
}
/** The fast reader's result in the loader's shape, or undefined when the file needs `yaml`. */
function loadFast(rawText) {
    const result = fastParse(rawText, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes, false);
    if (!result)
        return undefined;
    const text = rawText;
    const lines = new LineIndex(text);
    // The first read recorded the root's entries only; a position deeper than that reads the file
    // again, once, with nodes.
    let withNodes = result.withNodes ? result : undefined;
    // The roots alone are kept, not the reader's whole result.
    const roots = result.documents.map((d) => d.contents);
    const contentsOf = (i) => (deep) => {
        if (!deep && !withNodes)
            return roots[i];
        withNodes ??= fastParse(text, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes, true);
        return withNodes.documents[i].contents;
    };
    const problems = result.duplicates.map((d) => ({
        kind: 'duplicate-key',
        span: lines.span(d.keyStart, d.keyEnd),
        message: `key '${d.key}' is repeated; first defined at line ${lines.position(d.firstStart).line}`,
    }));
    const documents = result.documents.map((d, i) => makeDocument(d.index, d.value, contentsOf(i), FAST_TREE, lines));
    return { documents, problems, lines, text };
}
function loadWithYamlPackage(rawText) {
    const text = stripBom(rawText);
    const lines = new LineIndex(text);
    const problems = [];
    const documents = [];
    let parsed;
    try {
        parsed = yaml().parseAllDocuments(text, YAML_OPTIONS);
        if (!Array.isArray(parsed))
            parsed = [];
    }
    catch (error) {
        problems.push({
            kind: 'yaml-syntax',
            span: lines.span(0, 0),
            message: error instanceof RangeError ? TOO_DEEP : `cannot parse: ${String(error)}`,
        });
        return { documents, problems, lines, text };
    }
    parsed.forEach((doc, index) => {
        const own = [];
        // After the first error a parser's further errors are mostly echoes of it.
        for (const error of [...doc.errors.slice(0, 1), ...doc.warnings]) {
            const message = cleanYamlMessage(error.message);
            let [start, end] = error.pos;
            // Where the parser's stack ran out depends on the engine and how warm it is; where the
            // nesting passes the limit does not.
            if (message === TOO_DEEP)
                start = end = tooDeepAt(text);
            own.push({ kind: 'yaml-syntax', span: lines.span(start, end), message });
        }
        if (own.length > 0) {
            problems.push(...own);
            return;
        }
        const contents = doc.contents;
        if (contents === null || (yaml().isScalar(contents) && contents.value === null && !contents.tag))
            return;
        const converter = new Converter(doc, lines, problems);
        let value;
        try {
            value = converter.convert(contents, 0);
        }
        catch (error) {
            if (error instanceof ConversionError)
                return;
            if (error instanceof RangeError) {
                problems.push({
                    kind: 'yaml-syntax',
                    span: nodeSpan(lines, contents),
                    message: 'the document is nested too deeply',
                });
                return;
            }
            throw error;
        }
        if (converter.failed)
            return;
        documents.push(makeDocument(index, value, () => contents, yamlTree(doc), lines));
    });
    return { documents, problems, lines, text };
}
const TOO_DEEP = 'the document is nested too deeply to parse';
/** The first flow bracket past the depth limit, or the start when brackets are not what is deep. */
function tooDeepAt(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 91 || c === 123) {
            if (++depth > LOAD_LIMITS.maxDepth)
                return i;
        }
        else if ((c === 93 || c === 125) && depth > 0)
            depth--;
    }
    return 0;
}
function cleanYamlMessage(message) {
    // The parser turns its own stack overflow into a document error; say what it means.
    if (message.includes('Maximum call stack size exceeded'))
        return TOO_DEEP;
    // yaml appends a code excerpt after a blank line; the position already says where.
    const first = message.split('\n')[0] ?? message;
    return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}
function nodeSpan(lines, node) {
    const range = node.range;
    if (!range)
        return lines.span(0, 0);
    return lines.span(range[0], range[1]);
}
const FAST_TREE = {
    isMap: (n) => n.kind === 'map',
    isSeq: (n) => n.kind === 'seq',
    flow: (n) => n.flow,
    entry: (n, key) => {
        if (n.entries) {
            const at = (i) => n.entries[i];
            for (let i = 0; i < n.entries.length; i += 5) {
                const keyStart = at(i);
                if (at(i + 1) - keyStart !== key.length || !n.source.startsWith(key, keyStart))
                    continue;
                return {
                    key: { kind: 'scalar', start: keyStart, end: at(i + 1), flow: false },
                    value: nodeFromShape(at(i + 2), at(i + 3), at(i + 4)),
                };
            }
            return undefined;
        }
        const i = n.keys?.findIndex((k) => k.text === key) ?? -1;
        if (i < 0)
            return undefined;
        const k = n.keys[i];
        return { key: { kind: 'scalar', start: k.start, end: k.end, flow: false }, value: n.values[i] };
    },
    item: (n, index) => n.items?.[index],
    range: (n) => [n.start, n.end],
    resolve: (n) => n,
    partial: (n) => n.partial === true,
};
function yamlTree(doc) {
    return {
        isMap: (n) => yaml().isMap(n),
        isSeq: (n) => yaml().isSeq(n),
        flow: (n) => (yaml().isMap(n) || yaml().isSeq(n) ? n.flow === true : false),
        entry: (n, key) => {
            const pair = yaml().isMap(n) ? findPair(n.items, key) : undefined;
            if (!pair)
                return undefined;
            return { key: pair.key, value: pair.value ?? pair.key };
        },
        item: (n, index) => yaml().isSeq(n) ? (n.items[index] ?? undefined) : undefined,
        range: (n) => (n.range ? [n.range[0], n.range[1]] : undefined),
        resolve: (n) => resolveAlias(doc, n),
        partial: () => false,
    };
}
function makeDocument(index, value, 
/** The document's root node; `deep` asks for every node, not only the root's entries. */
contentsOf, tree, lines) {
    return new TreeDocument(index, value, contentsOf, tree, lines);
}
/**
 * A document with positions looked up in its syntax tree on demand. A class, not closures: every
 * file holds one per document for the whole run, and methods on the prototype cost nothing each.
 */
class TreeDocument {
    index;
    value;
    contentsOf;
    tree;
    lines;
    constructor(index, value, contentsOf, tree, lines) {
        this.index = index;
        this.value = value;
        this.contentsOf = contentsOf;
        this.tree = tree;
        this.lines = lines;
    }
    get span() {
        return this.firstLineSpan();
    }
    keySpan(pointer) {
        return this.locate(pointer, 'key');
    }
    valueSpan(pointer) {
        return this.locate(pointer, 'value');
    }
    spanOf(n) {
        const r = this.tree.range(n);
        return r ? this.lines.span(r[0], r[1]) : this.lines.span(0, 0);
    }
    firstLineSpan() {
        const start = this.tree.range(this.contentsOf(false))?.[0] ?? 0;
        const pos = this.lines.position(start);
        const text = this.lines.lineText(pos.line);
        return { line: pos.line, column: pos.column, endLine: pos.line, endColumn: [...text].length + 1 };
    }
    /** A block collection's span is cut to its first line: the whole block would bury the point. */
    valueSpanOf(n) {
        const tree = this.tree;
        const span = this.spanOf(n);
        if ((tree.isMap(n) || tree.isSeq(n)) && span.endLine > span.line && !tree.flow(n)) {
            const text = this.lines.lineText(span.line);
            return { line: span.line, column: span.column, endLine: span.line, endColumn: [...text].length + 1 };
        }
        return span;
    }
    locate(pointer, want, deep = false) {
        const tree = this.tree;
        const contents = this.contentsOf(deep);
        let node = contents;
        let keyNode = null;
        for (const segment of pointerSegments(pointer)) {
            node = node === null ? null : tree.resolve(node);
            if (node === null)
                break;
            if (tree.partial(node))
                return this.locate(pointer, want, true);
            if (tree.isMap(node)) {
                const entry = tree.entry(node, segment);
                if (!entry)
                    break;
                keyNode = entry.key;
                node = entry.value;
            }
            else if (tree.isSeq(node)) {
                const item = /^\d+$/.test(segment) ? tree.item(node, Number(segment)) : undefined;
                if (!item)
                    break;
                keyNode = null;
                node = item;
            }
            else {
                break;
            }
        }
        if (node === contents && keyNode === null)
            return this.firstLineSpan();
        if (want === 'key' && keyNode !== null)
            return this.spanOf(keyNode);
        if (node !== null && (tree.isMap(node) || tree.isSeq(node)) && keyNode === null && want === 'key')
            return this.spanOf(node);
        return node !== null ? this.valueSpanOf(node) : this.firstLineSpan();
    }
}
function resolveAlias(doc, node) {
    if (node && yaml().isAlias(node))
        return node.resolve(doc) ?? null;
    return node;
}
function findPair(items, segment) {
    for (const pair of items) {
        if (keyString(pair.key) === segment)
            return pair;
    }
    return undefined;
}
function keyString(key) {
    if (key === null || key === undefined)
        return '';
    if (yaml().isScalar(key))
        return key.value === null ? '' : String(key.value);
    return undefined;
}
/** Converts the syntax tree to null-prototype objects, arrays and scalars, within LOAD_LIMITS. */
class Converter {
    doc;
    lines;
    problems;
    failed = false;
    aliases = 0;
    expanded = 0;
    inProgress = new Set();
    done = new Map();
    constructor(doc, lines, problems) {
        this.doc = doc;
        this.lines = lines;
        this.problems = problems;
    }
    fail(node, message) {
        this.failed = true;
        this.problems.push({
            kind: 'yaml-syntax',
            span: node ? nodeSpan(this.lines, node) : this.lines.span(0, 0),
            message,
        });
        throw new ConversionError(message);
    }
    convert(node, depth) {
        return this.visit(node, depth).value;
    }
    visit(node, depth) {
        if (node === null || node === undefined)
            return { value: null, size: 1 };
        if (depth > LOAD_LIMITS.maxDepth)
            this.fail(node, `the document is nested deeper than ${LOAD_LIMITS.maxDepth} levels`);
        if (yaml().isAlias(node)) {
            this.aliases++;
            if (this.aliases > LOAD_LIMITS.maxAliases) {
                this.fail(node, `more than ${LOAD_LIMITS.maxAliases} aliases in one document`);
            }
            const target = node.resolve(this.doc);
            if (!target)
                this.fail(node, `alias *${node.source} has no anchor before it`);
            if (this.inProgress.has(target))
                this.fail(node, `alias *${node.source} refers to a node that contains it`);
            const result = this.done.get(target) ?? this.visit(target, depth);
            this.count(node, result.size);
            return result;
        }
        let result;
        if (yaml().isScalar(node)) {
            this.count(node, 1);
            result = { value: node.value, size: 1 };
        }
        else if (yaml().isSeq(node)) {
            this.inProgress.add(node);
            const out = [];
            let size = 1;
            this.count(node, 1);
            for (const item of node.items) {
                const child = this.visit(item, depth + 1);
                out.push(child.value);
                size += child.size;
            }
            this.inProgress.delete(node);
            result = { value: out, size };
        }
        else if (yaml().isMap(node)) {
            this.inProgress.add(node);
            const out = newMapping();
            const seen = new Map();
            let size = 1;
            this.count(node, 1);
            for (const pair of node.items) {
                if (!yaml().isPair(pair))
                    continue;
                const keyNode = pair.key;
                const key = keyString(keyNode);
                if (key === undefined)
                    this.fail(keyNode, 'only scalar mapping keys are supported');
                const first = seen.get(key);
                if (first) {
                    const at = this.lines.position(first.range?.[0] ?? 0);
                    this.problems.push({
                        kind: 'duplicate-key',
                        span: nodeSpan(this.lines, keyNode),
                        message: `key '${key}' is repeated; first defined at line ${at.line}`,
                    });
                    continue;
                }
                if (keyNode)
                    seen.set(key, keyNode);
                const child = this.visit(pair.value, depth + 1);
                out[key] = child.value;
                size += child.size;
            }
            this.inProgress.delete(node);
            result = { value: out, size };
        }
        else {
            this.fail(node, 'unsupported YAML node');
        }
        if (node.anchor)
            this.done.set(node, result);
        return result;
    }
    count(node, size) {
        this.expanded += size;
        if (this.expanded > LOAD_LIMITS.maxExpandedNodes) {
            this.fail(node, `the document expands to more than ${LOAD_LIMITS.maxExpandedNodes} nodes (an alias bomb?)`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/names.js
// The name grammar of SPEC §3 and the resolution of references against a namespace.
const SERVER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * `^[a-z0-9]+(?:[_-][a-z0-9]+)*$`: lowercase letters and digits, joined by single '-' or '_'.
 * Written out because every name and reference of a repository passes here, tens of thousands.
 */
function isValidSegment(segment) {
    // Whether the last character was a joiner (or nothing yet): neither may be followed by one.
    let afterJoiner = true;
    for (let i = 0; i < segment.length; i++) {
        const c = segment.charCodeAt(i);
        if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57))
            afterJoiner = false;
        else if ((c === 45 || c === 95) && !afterJoiner)
            afterJoiner = true;
        else
            return false;
    }
    return !afterJoiner;
}
/** `namespace/short_name`: two valid segments and one slash. */
function isValidName(name) {
    const slash = name.indexOf('/');
    return (slash > 0 &&
        name.indexOf('/', slash + 1) === -1 &&
        isValidSegment(name.slice(0, slash)) &&
        isValidSegment(name.slice(slash + 1)));
}
/** Why a definition's name breaks `namespace/short_name`, or undefined when it is valid. */
function nameProblem(name) {
    // The common case, a valid name, without splitting it.
    if (isValidName(name))
        return undefined;
    const parts = name.split('/');
    if (parts.length !== 2)
        return `'${name}' must be namespace/short_name`;
    for (const part of parts) {
        if (!isValidSegment(part)) {
            return `'${part}' in '${name}' must be lowercase letters and digits, joined by single '-' or '_'`;
        }
    }
    return undefined;
}
function namespaceOf(name) {
    const slash = name.indexOf('/');
    return slash > 0 ? name.slice(0, slash) : undefined;
}
/**
 * Reads a reference: `namespace/name`, a bare `name` in the referrer's namespace, or
 * `server:namespace/name`, which points into a registry this tool cannot see.
 */
function parseReference(raw, referrerNamespace) {
    const colon = raw.indexOf(':');
    if (colon >= 0) {
        const server = raw.slice(0, colon);
        const rest = raw.slice(colon + 1);
        if (!SERVER.test(server))
            return { kind: 'invalid', reason: `'${server}' is not a valid server name` };
        const restParts = rest.split('/');
        const bad = restParts.length > 2 ? rest : restParts.find((p) => !isValidSegment(p));
        if (bad !== undefined)
            return { kind: 'invalid', reason: `'${raw}' must be server:namespace/name` };
        return { kind: 'remote', raw };
    }
    // The common case, namespace/name and valid, without splitting it.
    if (isValidName(raw))
        return { kind: 'local', name: raw };
    const parts = raw.split('/');
    if (parts.length === 1) {
        if (!isValidSegment(raw))
            return { kind: 'invalid', reason: segmentReason(raw, raw) };
        if (!referrerNamespace) {
            return { kind: 'invalid', reason: `bare name '${raw}' needs a referrer with a valid namespace` };
        }
        return { kind: 'local', name: `${referrerNamespace}/${raw}` };
    }
    if (parts.length !== 2)
        return { kind: 'invalid', reason: `'${raw}' must be namespace/name` };
    for (const part of parts)
        if (!isValidSegment(part))
            return { kind: 'invalid', reason: segmentReason(part, raw) };
    return { kind: 'local', name: raw };
}
function segmentReason(part, whole) {
    return `'${part}' in '${whole}' must be lowercase letters and digits, joined by single '-' or '_'`;
}
/** Optimal-string-alignment distance (a swap of neighbours is one typo), cut off above max. */
function editDistance(a, b, max = 3) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    let before = [];
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                value = Math.min(value, before[j - 2] + 1);
            }
            cur.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max)
            return max + 1;
        before = prev;
        prev = cur;
    }
    return Math.min(prev[b.length], max + 1);
}
/** The closest candidate within a typo's reach, for "did you mean" hints. */
function closest(word, candidates) {
    // Two edits at most: a farther "suggestion" points at a different thing, not a typo.
    const limit = word.length < 5 ? 1 : 2;
    let best;
    let bestDistance = limit + 1;
    for (const candidate of candidates) {
        const d = editDistance(word, candidate, limit);
        if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
            best = candidate;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}

;// CONCATENATED MODULE: ./build/src/core/model.js

function makeDefinition(kind, file, doc) {
    if (!isRecord(doc.value))
        return undefined;
    const name = typeof doc.value.name === 'string' ? doc.value.name : undefined;
    const namespace = name !== undefined && nameProblem(name) === undefined ? namespaceOf(name) : undefined;
    return { kind, file, doc, value: doc.value, name, namespace };
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** An own property, never one inherited from a prototype (`constructor` is data here). */
function own(value, key) {
    return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
function arrayAt(value, key) {
    const v = own(value, key);
    return Array.isArray(v) ? v : [];
}
function keySpan(site) {
    return site.def.doc.keySpan(site.pointer);
}
function valueSpan(site) {
    return site.def.doc.valueSpan(site.pointer);
}
/**
 * Items by name, each name's in the order given: for definitions, the first one is the one a
 * name resolves to.
 */
function byName(items) {
    const groups = new Map();
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const list = groups.get(item.name);
        if (list)
            list.push(item);
        else
            groups.set(item.name, [item]);
    }
    return groups;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./build/src/core/digest.js
// Hex digests, in one call where Node has crypto.hash (20.12+): no hash object is made, which
// shows when thousands are taken (a diff's blob ids, every custom tool's code hash).

const oneShot = external_node_crypto_namespaceObject.hash;
/** The hex digest of one string (as UTF-8) or bytes. */
function digest_hexDigest(algorithm, data) {
    return oneShot ? oneShot(algorithm, data, 'hex') : external_node_crypto_namespaceObject.createHash(algorithm).update(data).digest('hex');
}

;// CONCATENATED MODULE: ./build/src/core/effective.js
// The effective definition of a flattened entry: the tool with every default filled in, which is
// what flattening compares (deep equality) and what the diff reports field by field.


const CAPABILITY_DEFAULTS = Object.freeze({
    read_only: false,
    writes: false,
    write_scope: null,
    checkpointable: false,
    checkpoint_scope: null,
    side_effects: [],
    idempotent: false,
    unsafe: false,
    human_approval_required: false,
    cost_profile: null,
});
const BOOLEAN_FIELDS = [
    'read_only',
    'writes',
    'checkpointable',
    'idempotent',
    'unsafe',
    'human_approval_required',
];
const NULLABLE_STRING_FIELDS = ['write_scope', 'checkpoint_scope', 'cost_profile'];
const bool = (v, d) => (typeof v === 'boolean' ? v : d);
const str = (v, d) => (typeof v === 'string' ? v : d);
const strOrNull = (v) => (typeof v === 'string' ? v : null);
/** Fills capability defaults; fields of the wrong type (already a schema finding) take the default. */
function effectiveCapability(raw, base = CAPABILITY_DEFAULTS) {
    const out = { ...base, side_effects: [...base.side_effects] };
    if (!isRecord(raw))
        return out;
    // Indexed: this runs for every tool of the tree, first of all while not yet optimised (rule.ts).
    for (let i = 0; i < BOOLEAN_FIELDS.length; i++) {
        const f = BOOLEAN_FIELDS[i];
        if (Object.hasOwn(raw, f))
            out[f] = bool(raw[f], base[f]);
    }
    for (let i = 0; i < NULLABLE_STRING_FIELDS.length; i++) {
        const f = NULLABLE_STRING_FIELDS[i];
        if (Object.hasOwn(raw, f))
            out[f] = strOrNull(raw[f]);
    }
    if (Object.hasOwn(raw, 'side_effects')) {
        const se = raw.side_effects;
        out.side_effects = Array.isArray(se) ? se.filter((s) => typeof s === 'string') : [];
    }
    return out;
}
function hashCode(code) {
    return digest_hexDigest('sha256', code).slice(0, 16);
}
function effectiveSlots(raw) {
    if (!Array.isArray(raw))
        return [];
    return raw.filter(isRecord).map((slot) => ({
        name: str(slot.name, ''),
        resource_type: str(slot.resource_type, ''),
        access: str(slot.access, ''),
        description: str(own(slot, 'description'), ''),
        binding: str(own(slot, 'binding'), 'contextual'),
        static_resource: strOrNull(own(slot, 'static_resource')),
        required: bool(own(slot, 'required'), true),
    }));
}
const effectiveCache = new WeakMap();
/**
 * The effective definition of a tool document (registered or anonymous). A document identical on
 * base and head is one parsed object, so both trees share one effective definition.
 */
function effectiveTool(raw) {
    let tool = effectiveCache.get(raw);
    if (!tool) {
        tool = computeEffectiveTool(raw);
        effectiveCache.set(raw, tool);
    }
    return tool;
}
function computeEffectiveTool(raw) {
    const timeout = own(raw, 'timeout');
    const code = own(raw, 'code');
    return {
        source: str(own(raw, 'source'), ''),
        tool_type: str(own(raw, 'tool_type'), 'tool'),
        description: str(own(raw, 'description'), ''),
        capability: effectiveCapability(own(raw, 'capability')),
        input_schema: own(raw, 'input_schema') ?? null,
        output_schema: own(raw, 'output_schema') ?? null,
        resource_slots: effectiveSlots(own(raw, 'resource_slots')),
        timeout: typeof timeout === 'number' && Number.isInteger(timeout) && timeout >= 1 ? timeout : 300,
        mcp_server: strOrNull(own(raw, 'mcp_server')),
        mcp_tool_name: strOrNull(own(raw, 'mcp_tool_name')),
        agent_skill_path: strOrNull(own(raw, 'agent_skill_path')),
        wraps: strOrNull(own(raw, 'wraps')),
        code_hash: typeof code === 'string' ? hashCode(code) : null,
    };
}
/** An entry that is not a registered tool: MCP, Agent Skill, builtin or remote. */
function syntheticTool(fields) {
    return {
        tool_type: 'tool',
        description: '',
        capability: { ...CAPABILITY_DEFAULTS, side_effects: [] },
        input_schema: null,
        output_schema: null,
        resource_slots: [],
        timeout: 300,
        mcp_server: null,
        mcp_tool_name: null,
        agent_skill_path: null,
        wraps: null,
        code_hash: null,
        ...fields,
    };
}
/** Applies an override (description, capability shallow-merged); never mutates its input. */
function applyOverride(tool, override) {
    if (!isRecord(override))
        return tool;
    const description = own(override, 'description');
    const capability = own(override, 'capability');
    if (typeof description !== 'string' && !isRecord(capability))
        return tool;
    return {
        ...tool,
        description: typeof description === 'string' ? description : tool.description,
        capability: isRecord(capability) ? effectiveCapability(capability, tool.capability) : tool.capability,
    };
}
/** JSON with object keys sorted: equal for deep-equal values, whatever their key order. */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}
const canonicalCache = new WeakMap();
/**
 * A key equal for deep-equal effective tools: a digest of the canonical JSON, so that what stays
 * cached is 64 characters, not the whole canonical text of every tool.
 */
function toolKey(tool) {
    let key = canonicalCache.get(tool);
    if (key === undefined) {
        key = digest_hexDigest('sha256', canonicalJson(tool));
        canonicalCache.set(tool, key);
    }
    return key;
}
const schemaJsonCache = new WeakMap();
/** ⌈characters / 4⌉ of the entry's name, description and input schema as JSON (SPEC §5). */
function entryTokens(name, tool) {
    let schemaChars = 0;
    if (tool.input_schema !== null && typeof tool.input_schema === 'object') {
        const cached = schemaJsonCache.get(tool.input_schema);
        schemaChars = cached ?? JSON.stringify(tool.input_schema).length;
        if (cached === undefined)
            schemaJsonCache.set(tool.input_schema, schemaChars);
    }
    return Math.ceil((name.length + tool.description.length + schemaChars) / 4);
}
function conflictsWithReadOnly(capability) {
    if (!capability.read_only)
        return [];
    const out = [];
    if (capability.writes)
        out.push('writes');
    if (capability.checkpointable)
        out.push('checkpointable');
    return out;
}

;// CONCATENATED MODULE: ./build/src/core/flatten.js
// Flattening (SPEC §4): a skill's own entries plus every include's flattened set with that
// include's overrides, identical entries merged, differing ones qualified as <contributor>.<name>.


function mcpEntryName(server, tool) {
    return `mcp:${server}/${tool ?? '*'}`;
}
function agentSkillEntryName(name) {
    return `agent-skill:${name}`;
}
function builtinEntryName(group) {
    return `builtin:${group}`;
}
function overrideFor(overrides, ...keys) {
    for (const o of overrides)
        if (keys.includes(o.key))
            return o.value;
    return undefined;
}
/**
 * Flattens one skill whose includes are already flattened (`childSet`); undefined when an include
 * is unknown or could not be flattened itself (a cycle), so that the whole set is unknown.
 */
function flattenSkill(project, info, childSet) {
    const own = ownContributions(project, info);
    const set = strictFlatten(info, own, childSet);
    return set === CONFLICT ? flattenByContributions(info, own, childSet) : set;
}
/**
 * The general way, every contribution listed and then merged: what `flattenSkill` gives, the way
 * SPEC §4 says it (tests hold the two to each other).
 */
function flattenSkillByContributions(project, info, childSet) {
    return flattenByContributions(info, ownContributions(project, info), childSet);
}
function flattenByContributions(info, own, childSet) {
    const contributions = own.slice();
    return includeContributions(info, childSet, contributions) ? merge(info.name, contributions) : undefined;
}
/** A name with two different definitions: the set needs the qualifying merge. */
const CONFLICT = Symbol('conflict');
/**
 * Nearly every skill has no name with two definitions. Then each entry an include brings goes
 * straight into the set, with no contribution listed for it first: tens of thousands of them in
 * a large repository. At the first name with a second, different definition it gives up.
 */
function strictFlatten(info, own, childSet) {
    const entries = collect(own, true);
    if (!entries)
        return CONFLICT;
    const walked = walkIncludes(info, childSet, (remote) => addEntry(entries, remote.name, remote.tool, remote.site, undefined, undefined, true), (entry, tool, site, sites) => addEntry(entries, entry.name, tool, site, sites, tool === entry.tool ? entry.tokens : undefined, true));
    if (walked === 'unknown')
        return undefined;
    return walked === 'stopped'
        ? CONFLICT
        : { skill: info.name, entries, conflicts: [], tokens: tokensOf(entries) };
}
/**
 * The includes in order: `remote` gets the entry a remote include stands for, `entry` each entry a
 * local include brings, with its tool as the include has it and the include's site (and one list
 * of that site, shared). Either returning false stops the walk. 'unknown' when an include is
 * unknown or could not be flattened.
 */
function walkIncludes(info, childSet, remote, entry) {
    for (const include of info.includes) {
        if (include.ref.kind === 'remote') {
            if (!remote(remoteContribution(info.name, include.ref.raw, include.site)))
                return 'stopped';
            continue;
        }
        if (include.ref.kind !== 'local')
            return 'unknown';
        const child = childSet(include.ref.name);
        if (!child)
            return 'unknown';
        const site = { site: include.site, via: child.skill };
        const sites = [site];
        const { overrides } = include;
        let stopped = false;
        // forEach, not for-of: no iterator result per entry while this is not yet optimised (rule.ts).
        child.entries.forEach((e) => {
            if (!stopped)
                stopped = !entry(e, includedTool(e, overrides), site, sites, child);
        });
        if (stopped)
            return 'stopped';
    }
    return 'done';
}
/** An included entry as the include has it: its override applied (builtin groups take none). */
function includedTool(entry, overrides) {
    const override = overrides.length === 0 ? undefined : overrideFor(overrides, entry.name);
    return override === undefined || entry.name.startsWith('builtin:')
        ? entry.tool
        : applyOverride(entry.tool, override);
}
function remoteContribution(self, raw, site) {
    return {
        name: raw,
        tool: syntheticTool({ source: 'remote' }),
        contributor: self,
        site: { site, via: undefined },
    };
}
/** The skill's own entries: its tools, anonymous tools, MCP servers, Agent Skills and builtins. */
function ownContributions(project, info) {
    const self = info.name;
    const contributions = [];
    const ownSite = (site) => ({ site, via: undefined });
    // Indexed loops: 2,000 skills a tree, most of them before V8 optimises this (see rule.ts).
    for (let i = 0; i < info.tools.length; i++) {
        const entry = info.tools[i];
        if (entry.ref.kind === 'remote') {
            contributions.push({
                name: entry.ref.raw,
                tool: syntheticTool({ source: 'remote' }),
                contributor: self,
                site: ownSite(entry.site),
            });
            continue;
        }
        if (entry.ref.kind !== 'local')
            continue;
        const tool = project.tool(entry.ref.name);
        if (!tool)
            continue;
        const effective = entry.override ? applyOverride(tool.effective, entry.override.value) : tool.effective;
        contributions.push({ name: tool.name, tool: effective, contributor: self, site: ownSite(entry.site) });
    }
    for (let i = 0; i < info.anonymousTools.length; i++) {
        const anon = info.anonymousTools[i];
        if (anon.name === undefined)
            continue;
        contributions.push({
            name: anon.name,
            tool: effectiveTool(anon.value),
            contributor: self,
            site: ownSite(anon.site),
        });
    }
    for (let i = 0; i < info.mcpServers.length; i++) {
        const server = info.mcpServers[i];
        const names = server.tools ? server.tools.map((t) => t.name) : [undefined];
        for (const toolName of names) {
            const name = mcpEntryName(server.server, toolName);
            const base = syntheticTool({
                source: 'mcp',
                mcp_server: server.server,
                mcp_tool_name: toolName ?? '*',
            });
            const override = overrideFor(server.overrides, name, toolName ?? '*');
            contributions.push({
                name,
                tool: applyOverride(base, override),
                contributor: self,
                site: ownSite(server.site),
            });
        }
    }
    for (let i = 0; i < info.agentSkills.length; i++) {
        const skill = info.agentSkills[i];
        const folder = project.agentSkill(skill.path);
        const fmName = own(folder.frontmatter?.values, 'name');
        if (folder.status !== 'ok' || typeof fmName !== 'string')
            continue;
        const description = own(folder.frontmatter?.values, 'description');
        contributions.push({
            name: agentSkillEntryName(fmName),
            tool: syntheticTool({
                source: 'agent_skill',
                description: typeof description === 'string' ? description : '',
                agent_skill_path: folder.dir,
            }),
            contributor: self,
            site: ownSite(skill.site),
        });
    }
    for (let i = 0; i < info.builtins.length; i++) {
        const builtin = info.builtins[i];
        const name = builtinEntryName(builtin.group);
        contributions.push({
            name,
            tool: syntheticTool({ source: 'builtin' }),
            contributor: self,
            site: ownSite(builtin.site),
        });
    }
    return contributions;
}
/** What the includes bring, added to `out`; false when an include is unknown or unflattened. */
function includeContributions(info, childSet, out) {
    const add = (contribution) => {
        out.push(contribution);
        return true;
    };
    const walked = walkIncludes(info, childSet, add, (entry, tool, site, sites, child) => add({
        name: entry.name,
        tool,
        contributor: child.skill,
        site,
        sites,
        tokens: tool === entry.tool ? entry.tokens : undefined,
    }));
    return walked !== 'unknown';
}
function merge(self, input) {
    // Nearly every skill has no name with two definitions: one pass settles those; the qualifying
    // merge below takes the rest.
    const entries = collect(input, true);
    if (!entries)
        return qualifyingMerge(self, input);
    return { skill: self, entries, conflicts: [], tokens: tokensOf(entries) };
}
/**
 * The entries by name, in first-seen order, each with the sites it came through; undefined, when
 * `strict`, as soon as a name has a second, different definition.
 */
function collect(contributions, strict) {
    const entries = new Map();
    for (let i = 0; i < contributions.length; i++) {
        const c = contributions[i];
        if (!addEntry(entries, c.name, c.tool, c.site, c.sites, c.tokens, strict))
            return undefined;
    }
    return entries;
}
/**
 * One entry into a set: a new name is added with its tokens (counted now unless known); a name
 * seen before gains the site, unless `strict` and its definition differs, then false.
 */
function addEntry(entries, name, tool, site, sites, tokens, strict) {
    const existing = entries.get(name);
    if (!existing) {
        entries.set(name, { name, tool, sites: sites ?? [site], tokens: tokens ?? entryTokens(name, tool) });
        return true;
    }
    if (strict && existing.tool !== tool && toolKey(existing.tool) !== toolKey(tool))
        return false;
    if (!existing.sites.some((s) => s.site.pointer === site.site.pointer))
        existing.sites = [...existing.sites, site];
    return true;
}
function tokensOf(entries) {
    let tokens = 0;
    entries.forEach((entry) => (tokens += entry.tokens));
    return tokens;
}
function qualifyingMerge(self, input) {
    const conflicts = [];
    let contributions = input;
    // Qualifying can produce a name that already exists (an entry qualified further down), so
    // repeat until every name holds one definition; a name already qualified by its contributor
    // cannot be qualified again and keeps its first definition.
    for (let round = 0; round < 8; round++) {
        const groups = byName(contributions);
        let renamed = false;
        const next = [];
        for (const [name, group] of groups) {
            const first = group[0];
            // Most groups hold one shared object; key (deep-compare) only when they do not.
            if (group.every((c) => c.tool === first.tool || toolKey(c.tool) === toolKey(first.tool))) {
                next.push(...group);
                continue;
            }
            const conflict = { name, parts: [] };
            for (const c of group) {
                const canQualify = !name.startsWith(`${c.contributor}.`);
                const qualified = canQualify ? `${c.contributor}.${name}` : name;
                renamed ||= canQualify;
                next.push({ ...c, name: qualified, tokens: canQualify ? undefined : c.tokens });
                if (!conflict.parts.some((p) => p.qualified === qualified)) {
                    conflict.parts.push({ contributor: c.contributor, qualified, site: c.site });
                }
            }
            conflicts.push(conflict);
        }
        contributions = next;
        if (!renamed)
            break;
    }
    const entries = collect(contributions, false);
    return { skill: self, entries, conflicts, tokens: tokensOf(entries) };
}

;// CONCATENATED MODULE: ./build/src/core/project.js






/** File records by the parse they were read from (see Project.fileRecord). */
const recordsByText = new WeakMap();
class Project {
    files = [];
    definitions = [];
    tools = [];
    skills = [];
    actors = [];
    toolsByName;
    skillsByName;
    actorsByName;
    /** The record of each file, in the order of `files`. */
    records;
    flatMemo = new Map();
    agentSkillMemo = new Map();
    cyclicMemo;
    /** How many skills were flattened: the diff's proportional-work test counts this. */
    flattenCount = 0;
    aux;
    /** Findings made by discovery, before parsing (reported by the config rule). */
    discovery;
    constructor(input, loadText = (text) => loadYaml(text), 
    /**
     * A project of another tree read with the same loader (the diff's base). Where this tree only
     * edits some of its files, keeping every name where it was, the registries are that project's
     * with the edited files' definitions put in place: no registry is built again name by name.
     */
    like) {
        this.aux = input.aux;
        this.discovery = input.discovery;
        const sorted = [...input.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        this.records = sorted.map((repoFile) => this.fileRecord(repoFile, loadText));
        // Indexed loops: this runs once per tree, over thousands of files (see rule.ts).
        for (let i = 0; i < this.records.length; i++) {
            const record = this.records[i];
            this.files.push(record.file);
            for (let j = 0; j < record.definitions.length; j++) {
                const { def, info } = record.definitions[j];
                this.definitions.push(def);
                if (!info)
                    continue;
                if (info.def.kind === 'tool')
                    this.tools.push(info);
                else if (info.def.kind === 'skill')
                    this.skills.push(info);
                else
                    this.actors.push(info);
            }
        }
        const registries = like && this.registriesLike(like);
        this.toolsByName = registries?.tool ?? byName(this.tools);
        this.skillsByName = registries?.skill ?? byName(this.skills);
        this.actorsByName = registries?.actor ?? byName(this.actors);
    }
    /**
     * The registries of `other` with this project's definitions in place of its own, when this
     * project holds the same files with the same names in the same order (only their contents
     * differ): then every name is registered where it was, and a registry equals one built anew.
     * Undefined otherwise.
     */
    registriesLike(other) {
        if (other.records.length !== this.records.length)
            return undefined;
        const edits = [];
        for (let i = 0; i < this.records.length; i++) {
            const mine = this.records[i];
            const theirs = other.records[i];
            if (mine === theirs)
                continue;
            if (mine.file.path !== theirs.file.path || mine.definitions.length !== theirs.definitions.length)
                return undefined;
            for (let j = 0; j < mine.definitions.length; j++) {
                const now = mine.definitions[j];
                const before = theirs.definitions[j];
                if (now.info?.name !== before.info?.name || now.def.kind !== before.def.kind)
                    return undefined;
                if (now.info)
                    edits.push([before, now]);
            }
        }
        const registries = {
            tool: copyOf(other.toolsByName),
            skill: copyOf(other.skillsByName),
            actor: copyOf(other.actorsByName),
        };
        // Lists are shared with `other` until one changes here: then this project gets its own copy.
        const copied = new Set();
        for (const [before, now] of edits) {
            const info = now.info;
            const registry = registries[info.def.kind];
            let list = registry.get(info.name);
            if (!copied.has(list)) {
                list = list.slice();
                copied.add(list);
                registry.set(info.name, list);
            }
            list[list.indexOf(before.info)] = info;
        }
        return registries;
    }
    /**
     * A file with its definitions read. What is read depends only on the path, the kind and the
     * parsed text, so a loader that hands two trees one parse of the same content (the diff's base
     * and head) gets one record for both: the base then costs nothing for the files that did not
     * change, and the diff can tell them apart by identity.
     */
    fileRecord(repoFile, loadText) {
        if (repoFile.text === undefined) {
            const file = { path: repoFile.path, kind: repoFile.kind, loaded: undefined, problems: [] };
            file.problems.push({
                kind: 'unreadable-file',
                span: { line: 1, column: 1, endLine: 1, endColumn: 1 },
                message: repoFile.unreadable ?? 'the file cannot be read',
            });
            return { file, definitions: [] };
        }
        const loaded = loadText(repoFile.text, repoFile.blobId);
        const records = recordsByText.get(loaded);
        const found = records?.find((r) => r.file.path === repoFile.path && r.file.kind === repoFile.kind);
        if (found)
            return found;
        const file = {
            path: repoFile.path,
            kind: repoFile.kind,
            loaded,
            problems: loaded.problems,
        };
        const definitions = loaded.documents.flatMap((doc) => {
            const def = makeDefinition(repoFile.kind, file, doc);
            if (!def)
                return [];
            const info = def.name === undefined
                ? undefined
                : def.kind === 'tool'
                    ? readTool(def, def.name)
                    : def.kind === 'skill'
                        ? readSkill(def, def.name)
                        : readActor(def, def.name);
            return [{ def, info }];
        });
        // flatMap leaves room to grow; every record is kept to the end, so at its length.
        const record = { file, definitions: definitions.slice() };
        if (records)
            records.push(record);
        else
            recordsByText.set(loaded, [record]);
        return record;
    }
    /** The definition a name resolves to: the first when a name is defined twice. */
    tool(name) {
        return this.toolsByName.get(name)?.[0];
    }
    skill(name) {
        return this.skillsByName.get(name)?.[0];
    }
    borrowed;
    /**
     * Takes flattened sets from another project for the skills `when` accepts: the diff lends the
     * base the head's sets of every skill no change can reach, since those are identical.
     */
    borrowFlattened(from, when) {
        this.borrowed = { from, when };
    }
    /** The flattened set of a skill, or undefined when a cycle or an unknown include prevents it. */
    flatten(name) {
        if (this.borrowed?.when(name))
            return this.borrowed.from.flatten(name);
        const memo = this.flatMemo.get(name);
        if (memo !== undefined)
            return memo ?? undefined;
        // Children first, without recursion: include chains can be thousands deep.
        const onStack = new Set([name]);
        const stack = [{ name, next: 0 }];
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const info = this.skill(top.name);
            const includes = info?.includes ?? [];
            if (top.next < includes.length) {
                const ref = includes[top.next++].ref;
                const borrowed = ref.kind === 'local' && this.borrowed?.when(ref.name);
                if (borrowed && !this.flatMemo.has(ref.name))
                    this.flatMemo.set(ref.name, this.flatten(ref.name) ?? null);
                if (ref.kind === 'local' &&
                    this.skill(ref.name) &&
                    !this.flatMemo.has(ref.name) &&
                    !onStack.has(ref.name)) {
                    onStack.add(ref.name);
                    stack.push({ name: ref.name, next: 0 });
                }
                continue;
            }
            stack.pop();
            onStack.delete(top.name);
            const result = info
                ? flattenSkill(this, info, (child) => this.flatMemo.get(child) ?? undefined)
                : undefined;
            if (info)
                this.flattenCount++;
            this.flatMemo.set(top.name, result ?? null);
        }
        return this.flatMemo.get(name) ?? undefined;
    }
    /** Include-graph components that hold a cycle (Tarjan's algorithm, iterative). */
    get cycles() {
        if (this.cyclicMemo)
            return this.cyclicMemo;
        // Skills as numbers, in name order (the order components are found in), and each one's
        // includes of known skills as numbers: the walk itself then looks nothing up by name.
        const names = [...this.skillsByName.keys()].sort();
        const id = new Map();
        for (let i = 0; i < names.length; i++)
            id.set(names[i], i);
        const successors = names.map((name) => {
            const out = [];
            const includes = this.skill(name)?.includes ?? [];
            for (let i = 0; i < includes.length; i++) {
                const ref = includes[i].ref;
                const next = ref.kind === 'local' ? id.get(ref.name) : undefined;
                if (next !== undefined)
                    out.push(next);
            }
            return out;
        });
        const index = new Int32Array(names.length).fill(-1);
        const low = new Int32Array(names.length);
        const onStack = new Uint8Array(names.length);
        const stack = [];
        const sccs = [];
        let counter = 0;
        for (let start = 0; start < names.length; start++) {
            if (index[start] !== -1)
                continue;
            const work = [];
            const open = (node) => {
                index[node] = low[node] = counter++;
                stack.push(node);
                onStack[node] = 1;
                work.push({ node, i: 0 });
            };
            open(start);
            while (work.length > 0) {
                const frame = work[work.length - 1];
                const succ = successors[frame.node];
                if (frame.i < succ.length) {
                    const next = succ[frame.i++];
                    if (index[next] === -1)
                        open(next);
                    else if (onStack[next])
                        low[frame.node] = Math.min(low[frame.node], index[next]);
                    continue;
                }
                work.pop();
                const parent = work[work.length - 1];
                if (parent)
                    low[parent.node] = Math.min(low[parent.node], low[frame.node]);
                if (low[frame.node] === index[frame.node]) {
                    const component = [];
                    let member;
                    do {
                        member = stack.pop();
                        onStack[member] = 0;
                        component.push(names[member]);
                    } while (member !== frame.node);
                    const selfLoop = component.length === 1 && succ.includes(frame.node);
                    if (component.length > 1 || selfLoop)
                        sccs.push(component.sort());
                }
            }
        }
        sccs.sort((a, b) => (a[0] < b[0] ? -1 : 1));
        this.cyclicMemo = { sccs, cyclic: new Set(sccs.flat()) };
        return this.cyclicMemo;
    }
    agentSkillSource;
    /**
     * Takes Agent Skills folders from another project wherever both readers name the same blob for
     * the SKILL.md: the diff's base then neither reads nor parses the folders that did not change,
     * and compares them by identity.
     */
    shareAgentSkills(from) {
        this.agentSkillSource = from;
    }
    /** An Agent Skills folder, read and its SKILL.md frontmatter parsed once however often it is used. */
    agentSkill(path) {
        const dir = normaliseRelative(path);
        const key = dir ?? `\u0000${path}`;
        const memo = this.agentSkillMemo.get(key);
        if (memo)
            return memo;
        const folder = this.sharedAgentSkill(dir, path) ?? readAgentSkill(this.aux, dir, path);
        this.agentSkillMemo.set(key, folder);
        return folder;
    }
    sharedAgentSkill(dir, path) {
        const from = this.agentSkillSource;
        if (!from || dir === undefined)
            return undefined;
        const skillMd = dir === '' ? 'SKILL.md' : `${dir}/SKILL.md`;
        const id = this.aux.blobId?.(skillMd);
        return id !== undefined && id === from.aux.blobId?.(skillMd) ? from.agentSkill(path) : undefined;
    }
    get agentSkillFolders() {
        return [...this.agentSkillMemo.values()];
    }
}
function readTool(def, name) {
    const wrapsRaw = own(def.value, 'wraps');
    const pathRaw = own(def.value, 'agent_skill_path');
    return {
        def,
        name,
        effective: effectiveTool(def.value),
        wraps: typeof wrapsRaw === 'string'
            ? { site: { def, pointer: '/wraps' }, raw: wrapsRaw, ref: parseReference(wrapsRaw, def.namespace) }
            : undefined,
        agentSkillPath: typeof pathRaw === 'string' && pathRaw !== ''
            ? { site: { def, pointer: '/agent_skill_path' }, path: pathRaw }
            : undefined,
    };
}
function readSkill(def, name) {
    const ns = def.namespace;
    const info = {
        def,
        name,
        tools: [],
        includes: [],
        mcpServers: [],
        agentSkills: [],
        builtins: [],
        anonymousTools: [],
    };
    arrayAt(def.value, 'tools').forEach((item, i) => {
        if (typeof item === 'string') {
            info.tools.push({ site: { def, pointer: `/tools/${i}` }, raw: item, ref: parseReference(item, ns) });
        }
        else if (isRecord(item) && typeof own(item, 'name') === 'string') {
            const raw = item.name;
            const entry = {
                site: { def, pointer: `/tools/${i}/name` },
                raw,
                ref: parseReference(raw, ns),
            };
            if (Object.hasOwn(item, 'overrides')) {
                entry.override = { site: { def, pointer: `/tools/${i}/overrides` }, value: item.overrides };
            }
            info.tools.push(entry);
        }
    });
    arrayAt(def.value, 'includes').forEach((item, i) => {
        if (typeof item === 'string') {
            info.includes.push({
                site: { def, pointer: `/includes/${i}` },
                raw: item,
                ref: parseReference(item, ns),
                overrides: [],
            });
        }
        else if (isRecord(item) && typeof own(item, 'skill') === 'string') {
            const raw = item.skill;
            info.includes.push({
                site: { def, pointer: `/includes/${i}/skill` },
                raw,
                ref: parseReference(raw, ns),
                overrides: readOverrides(def, `/includes/${i}/overrides`, own(item, 'overrides')),
            });
        }
    });
    arrayAt(def.value, 'mcp_servers').forEach((item, i) => {
        const server = own(item, 'name');
        if (typeof server !== 'string' || server === '')
            return;
        const toolsRaw = own(item, 'tools');
        info.mcpServers.push({
            site: { def, pointer: `/mcp_servers/${i}/name` },
            server,
            tools: Array.isArray(toolsRaw)
                ? toolsRaw.flatMap((t, j) => typeof t === 'string'
                    ? [{ name: t, site: { def, pointer: `/mcp_servers/${i}/tools/${j}` } }]
                    : [])
                : undefined,
            overrides: readOverrides(def, `/mcp_servers/${i}/overrides`, own(item, 'overrides')),
        });
    });
    arrayAt(def.value, 'agent_skills').forEach((item, i) => {
        if (typeof item === 'string')
            info.agentSkills.push({ site: { def, pointer: `/agent_skills/${i}` }, path: item });
        else if (typeof own(item, 'path') === 'string') {
            info.agentSkills.push({
                site: { def, pointer: `/agent_skills/${i}/path` },
                path: own(item, 'path'),
            });
        }
    });
    arrayAt(def.value, 'builtins').forEach((item, i) => {
        if (typeof item === 'string')
            info.builtins.push({ site: { def, pointer: `/builtins/${i}` }, group: item });
    });
    arrayAt(def.value, 'anonymous_tools').forEach((item, i) => {
        if (!isRecord(item))
            return;
        const n = own(item, 'name');
        info.anonymousTools.push({
            site: { def, pointer: `/anonymous_tools/${i}` },
            value: item,
            name: typeof n === 'string' ? n : undefined,
        });
    });
    return info;
}
function readActor(def, name) {
    const policy = own(def.value, 'skill_access_policy');
    const strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [];
    const allow = own(policy, 'allow');
    return {
        def,
        name,
        skills: arrayAt(def.value, 'skills').flatMap((item, i) => typeof item === 'string'
            ? [{ site: { def, pointer: `/skills/${i}` }, raw: item, ref: parseReference(item, def.namespace) }]
            : []),
        allow: Array.isArray(allow) ? strings(allow) : undefined,
        deny: strings(own(policy, 'deny')),
        readOnly: own(policy, 'read_only') === true,
        policySite: { def, pointer: '/skill_access_policy' },
    };
}
/** A copy of a map, made with forEach: `new Map(map)` walks it with an iterator and a pair per entry. */
function copyOf(map) {
    const copy = new Map();
    map.forEach((value, key) => copy.set(key, value));
    return copy;
}
function readOverrides(def, pointer, raw) {
    if (!isRecord(raw))
        return [];
    return Object.keys(raw).map((key) => ({
        key,
        site: { def, pointer: `${pointer}${toPointer([key])}` },
        value: raw[key],
    }));
}
/** A POSIX path relative to the root, or undefined when it is absolute or climbs out of the root. */
function normaliseRelative(path) {
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || path.includes('\0'))
        return undefined;
    const out = [];
    for (const part of path.replace(/\\/g, '/').split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return undefined;
            out.pop();
        }
        else
            out.push(part);
    }
    return out.join('/');
}
function readAgentSkill(aux, dir, raw) {
    if (dir === undefined)
        return { dir: raw, skillMd: raw, status: 'escapes', problems: [] };
    const skillMd = dir === '' ? 'SKILL.md' : `${dir}/SKILL.md`;
    let read;
    try {
        read = aux.read(skillMd);
    }
    catch (error) {
        read = { kind: 'unreadable', reason: String(error) };
    }
    if (read.kind === 'missing')
        return { dir, skillMd, status: 'missing', problems: [] };
    if (read.kind === 'unreadable')
        return { dir, skillMd, status: 'unreadable', reason: read.reason, problems: [] };
    const folder = { dir, skillMd, status: 'ok', problems: [] };
    const text = read.text.charCodeAt(0) === 0xfeff ? read.text.slice(1) : read.text;
    const opening = /^---[ \t]*\r?\n/.exec(text);
    const closing = opening ? /^---[ \t]*$/m.exec(text.slice(opening[0].length)) : null;
    if (!opening || !closing) {
        folder.problems.push({
            span: { line: 1, column: 1, endLine: 1, endColumn: 4 },
            message: `${skillMd} has no YAML frontmatter between '---' lines`,
        });
        return folder;
    }
    // Parsing the text up to the closing marker keeps every position relative to the whole file.
    const head = text.slice(0, opening[0].length + closing.index);
    const loaded = loadYaml(head);
    const file = {
        path: skillMd,
        kind: 'skill',
        loaded,
        problems: loaded.problems,
    };
    for (const p of loaded.problems)
        folder.problems.push({ span: p.span, message: p.message });
    const doc = loaded.documents[0];
    const values = doc && isRecord(doc.value) ? doc.value : Object.create(null);
    folder.frontmatter = {
        file,
        values,
        nameSpan: doc && Object.hasOwn(values, 'name') ? doc.valueSpan('/name') : undefined,
        descriptionSpan: doc && Object.hasOwn(values, 'description') ? doc.valueSpan('/description') : undefined,
        span: { line: 1, column: 1, endLine: 1, endColumn: 4 },
    };
    return folder;
}

;// CONCATENATED MODULE: ./build/src/core/rule.js

const DEFAULT_CHECK_OPTIONS = {
    maxTools: 128,
    maxTokens: 32000,
    builtinGroups: ['file_operations', 'directory_operations', 'git_operations'],
};
/** Reports the problems of one kind that reading the files found (the rules of unreadable files, YAML syntax, repeated keys). */
function reportFileProblems(ctx, kind) {
    const { files } = ctx.project;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        for (let j = 0; j < file.problems.length; j++) {
            const p = file.problems[j];
            if (p.kind === kind)
                ctx.report(file.path, p.span, p.message);
        }
    }
}
function spanOf(site, at) {
    return at === 'key' ? keySpan(site) : valueSpan(site);
}

;// CONCATENATED MODULE: ./build/src/core/rules/agent-skill-frontmatter.js
// SKILL.md frontmatter must follow the Agent Skills format: a name of 1-64 lowercase letters,
// digits and single hyphens that equals its folder's name, and a description of 1-1024 characters.

const id = 'agent-skill-frontmatter';
const defaultSeverity = 'error';
const description = "SKILL.md frontmatter breaks the Agent Skills format: name (1-64 lowercase letters, digits, single hyphens, equal to the folder's name) or description (1-1024 characters).";
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
function check(ctx) {
    const { project } = ctx;
    // Touch every referenced folder so that each is read once, then check each folder once.
    const { tools, skills } = project;
    for (let i = 0; i < tools.length; i++) {
        const path = tools[i].agentSkillPath?.path;
        if (path !== undefined)
            project.agentSkill(path);
    }
    for (let i = 0; i < skills.length; i++) {
        const folders = skills[i].agentSkills;
        for (let j = 0; j < folders.length; j++)
            project.agentSkill(folders[j].path);
    }
    const folders = project.agentSkillFolders;
    for (let i = 0; i < folders.length; i++) {
        const folder = folders[i];
        if (folder.status === 'unreadable') {
            ctx.report(folder.skillMd, FILE_START, `${folder.skillMd} cannot be read: ${folder.reason ?? 'unknown reason'}`);
            continue;
        }
        if (folder.status !== 'ok')
            continue;
        for (const p of folder.problems)
            ctx.report(folder.skillMd, p.span, p.message);
        const fm = folder.frontmatter;
        if (!fm)
            continue;
        const name = fm.values.name;
        const folderName = folder.dir.split('/').pop() ?? '';
        if (typeof name !== 'string') {
            ctx.report(folder.skillMd, fm.nameSpan ?? fm.span, 'frontmatter needs a string name');
        }
        else if (name.length < 1 || name.length > 64 || !NAME.test(name)) {
            ctx.report(folder.skillMd, fm.nameSpan ?? fm.span, `name '${name}' must be 1-64 lowercase letters, digits and single hyphens, not starting or ending with one`);
        }
        else if (name !== folderName) {
            ctx.report(folder.skillMd, fm.nameSpan ?? fm.span, `name '${name}' must equal its folder's name '${folderName}'`);
        }
        const desc = fm.values.description;
        if (typeof desc !== 'string' || desc.length < 1) {
            ctx.report(folder.skillMd, fm.descriptionSpan ?? fm.span, 'frontmatter needs a non-empty description');
        }
        else if (desc.length > 1024) {
            ctx.report(folder.skillMd, fm.descriptionSpan ?? fm.span, `description is ${desc.length} characters; at most 1024`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/capability-conflict.js
// read_only: true contradicts writes: true and checkpointable: true — in a tool, an anonymous tool,
// or the effective tool an override produces (then reported at the override).


const capability_conflict_id = 'capability-conflict';
const capability_conflict_defaultSeverity = 'error';
const capability_conflict_description = 'read_only: true together with writes: true or checkpointable: true, in a tool, an anonymous tool, or an effective tool after overrides.';
const FIELDS = ['read_only', 'writes', 'checkpointable'];
function capability_conflict_check(ctx) {
    const { project } = ctx;
    const checkTool = (site, tool, label) => {
        if (!tool.capability.read_only)
            return;
        for (const field of conflictsWithReadOnly(tool.capability)) {
            ctx.reportAt({ def: site.def, pointer: `${site.pointer}/capability/${field}` }, 'key', `${label} is read_only but also ${field}: true`);
        }
    };
    // The effective capability is the document's, with defaults: computed once, when it was read.
    const { tools, skills } = project;
    for (let i = 0; i < tools.length; i++) {
        const tool = tools[i];
        if (tool.effective.capability.read_only)
            checkTool({ def: tool.def, pointer: '' }, tool.effective, `tool '${tool.name}'`);
    }
    for (let i = 0; i < skills.length; i++) {
        const skill = skills[i];
        for (const anon of skill.anonymousTools)
            checkTool(anon.site, effectiveTool(anon.value), `anonymous tool '${anon.name ?? '?'}'`);
        for (const entry of skill.tools) {
            const tool = entry.ref.kind === 'local' ? project.tool(entry.ref.name) : undefined;
            if (tool && entry.override)
                checkOverride(ctx, entry.override.site, entry.override.value, tool.effective, tool.name);
        }
        for (const include of skill.includes) {
            const child = include.ref.kind === 'local' && include.overrides.length > 0
                ? project.flatten(include.ref.name)
                : undefined;
            for (const o of include.overrides) {
                const target = child?.entries.get(o.key);
                if (target)
                    checkOverride(ctx, o.site, o.value, target.tool, o.key);
            }
        }
        for (const server of skill.mcpServers) {
            for (const o of server.overrides) {
                const capability = effectiveCapability(own(o.value, 'capability'));
                for (const field of conflictsWithReadOnly(capability)) {
                    ctx.reportAt({ def: o.site.def, pointer: `${o.site.pointer}/capability/${field}` }, 'key', `override makes '${o.key}' read_only but also ${field}: true`);
                }
            }
        }
    }
}
function checkOverride(ctx, site, override, source, name) {
    const capability = own(override, 'capability');
    if (!isRecord(capability))
        return;
    const touched = FIELDS.filter((f) => Object.hasOwn(capability, f));
    if (touched.length === 0)
        return;
    const conflicts = conflictsWithReadOnly(applyOverride(source, override).capability);
    if (conflicts.length === 0)
        return;
    // Point at the field the override set; when it set read_only, at read_only.
    const field = touched.includes('read_only')
        ? 'read_only'
        : (touched.find((f) => f !== 'read_only') ?? 'read_only');
    ctx.reportAt({ def: site.def, pointer: `${site.pointer}/capability/${field}` }, 'key', `override makes '${name}' read_only but also ${conflicts.join(' and ')}: true`);
}

;// CONCATENATED MODULE: ./build/src/core/rules/config.js
const config_id = 'config';
const config_defaultSeverity = 'error';
const config_description = "agents-config-check's own configuration is wrong: a file matched by two kinds, an unknown rule in a suppression, or a suppression that silences nothing.";
function config_check(ctx) {
    for (const d of ctx.project.discovery)
        ctx.report(d.file, d, d.message, d.severity);
}

;// CONCATENATED MODULE: ./build/src/core/rules/duplicate-key.js
// A mapping repeats a key: YAML forbids it, and parsers disagree on which value wins.

const duplicate_key_id = 'duplicate-key';
const duplicate_key_defaultSeverity = 'error';
const duplicate_key_description = 'A mapping repeats a key; reported at the second occurrence.';
function duplicate_key_check(ctx) {
    reportFileProblems(ctx, 'duplicate-key');
}

;// CONCATENATED MODULE: ./build/src/core/rules/duplicate-name.js
const duplicate_name_id = 'duplicate-name';
const duplicate_name_defaultSeverity = 'error';
const duplicate_name_description = 'Two definitions share a name in one registry (tools and validations share one); reported at each, naming the other.';
function duplicate_name_check(ctx) {
    const { project } = ctx;
    const registries = [
        ['tool', project.toolsByName],
        ['skill', project.skillsByName],
        ['actor', project.actorsByName],
    ];
    for (const [kind, registry] of registries) {
        // forEach: no entry pair and iterator result per name (see rule.ts).
        registry.forEach((infos, name) => {
            if (infos.length < 2)
                return;
            for (const info of infos) {
                const others = infos
                    .filter((o) => o !== info)
                    .map((o) => `${o.def.file.path}:${o.def.doc.valueSpan('/name').line}`);
                ctx.reportAt({ def: info.def, pointer: '/name' }, 'value', `${kind} '${name}' is also defined at ${others.join(', ')}`);
            }
        });
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/escalation.js
const escalation_id = 'escalation';
const escalation_defaultSeverity = 'error';
const escalation_description = "With a base: a skill's flattened set widens power (read_only dropped, writes or unsafe gained, approval dropped, new side effects, or an added entry that writes, is unsafe or is a dynamic MCP server).";
function describeEscalation(e) {
    // A change made in a tool's own file is about the tool, wherever it is used; one made in a
    // skill is about that skill, and reaches the skills that include it.
    const inTool = e.site.def.kind === 'tool';
    const subject = inTool ? `'${e.entry}'` : `'${e.entry}' in '${e.skill}'`;
    const reached = inTool ? e.skills : e.skills.filter((s) => s !== e.skill);
    const shown = reached
        .slice(0, 3)
        .map((s) => `'${s}'`)
        .join(', ');
    const more = reached.length > 3 ? ` and ${reached.length - 3} more` : '';
    const count = `${reached.length} skill${reached.length === 1 ? '' : 's'}`;
    const reach = reached.length === 0 ? '' : inTool ? ` (in ${count}: ${shown}${more})` : `; reaches ${shown}${more}`;
    switch (e.kind) {
        case 'read_only':
            return `${subject} is no longer read_only${reach}`;
        case 'writes':
            return `${subject} now writes${reach}`;
        case 'unsafe':
            return `${subject} is now unsafe${reach}`;
        case 'human_approval_required':
            return `${subject} no longer requires human approval${reach}`;
        case 'side_effects':
            return `${subject} gains side effects ${JSON.stringify(e.to)}${reach}`;
        case 'added-writes':
            return `'${e.skill}' gains '${e.entry}', which writes${reach}`;
        case 'added-unsafe':
            return `'${e.skill}' gains '${e.entry}', which is unsafe${reach}`;
        case 'added-dynamic-mcp':
            return `'${e.skill}' gains '${e.entry}', every tool of an MCP server${reach}`;
    }
}
function escalation_check(ctx) {
    const base = ctx.options.base;
    if (!base)
        return;
    const label = ctx.options.escalationLabel ?? 'allow-escalation';
    for (const e of base.escalations) {
        const approval = ctx.options.escalationsApproved
            ? ' (approved)'
            : `; approve with the '${label}' label or --allow-escalations`;
        ctx.reportAt(e.site, 'value', `${describeEscalation(e)}${approval}`, ctx.options.escalationsApproved ? 'note' : undefined);
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/forbidden-override.js
// Overrides may only change description and capability, and never a builtin entry.


const forbidden_override_id = 'forbidden-override';
const forbidden_override_defaultSeverity = 'error';
const forbidden_override_description = 'An override holds keys other than description and capability, or targets a builtin entry.';
const ALLOWED = new Set(['description', 'capability']);
function forbidden_override_check(ctx) {
    const checkKeys = (site, value) => {
        if (!isRecord(value))
            return;
        for (const key of Object.keys(value)) {
            if (ALLOWED.has(key))
                continue;
            ctx.reportAt({ def: site.def, pointer: site.pointer + toPointer([key]) }, 'key', `an override may only change description and capability, not '${key}'`);
        }
    };
    for (const skill of ctx.project.skills) {
        for (const entry of skill.tools)
            if (entry.override)
                checkKeys(entry.override.site, entry.override.value);
        for (const o of [
            ...skill.includes.flatMap((i) => i.overrides),
            ...skill.mcpServers.flatMap((m) => m.overrides),
        ]) {
            if (o.key.startsWith('builtin:')) {
                ctx.reportAt(o.site, 'key', `builtin entry '${o.key}' cannot be overridden`);
                continue;
            }
            checkKeys(o.site, o.value);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/include-cycle.js
const include_cycle_id = 'include-cycle';
const include_cycle_defaultSeverity = 'error';
const include_cycle_description = 'Skill includes form a cycle (a self-include too); one finding per include edge on the cycle, naming the whole cycle.';
function include_cycle_check(ctx) {
    const { project } = ctx;
    for (const component of project.cycles.sccs) {
        const members = new Set(component);
        for (const from of component) {
            const skill = project.skill(from);
            if (!skill)
                continue;
            for (const include of skill.includes) {
                if (include.ref.kind !== 'local' || !members.has(include.ref.name))
                    continue;
                const back = shortestPath(ctx, include.ref.name, from, members);
                const cycle = [from, ...back];
                ctx.reportAt(include.site, 'value', `include cycle: ${cycle.join(' → ')}`);
            }
        }
    }
}
/** Breadth-first path from `start` to `goal` inside one component (both ends included). */
function shortestPath(ctx, start, goal, members) {
    const previous = new Map([[start, null]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (node === goal)
            break;
        const successors = (ctx.project.skill(node)?.includes ?? [])
            .flatMap((e) => (e.ref.kind === 'local' && members.has(e.ref.name) ? [e.ref.name] : []))
            .sort();
        for (const next of successors) {
            if (previous.has(next))
                continue;
            previous.set(next, node);
            queue.push(next);
        }
    }
    const path = [];
    for (let node = goal; node != null; node = previous.get(node))
        path.push(node);
    return path.reverse();
}

;// CONCATENATED MODULE: ./build/src/core/references.js
const referencesOf = new WeakMap();
/** Every reference of a project, listed once however many rules walk them. */
function allReferences(project) {
    let references = referencesOf.get(project);
    if (references)
        return references;
    references = [];
    // Indexed loops: this runs once per tree, too few times for V8 to optimise a for-of loop
    // before it has paid for thousands of iterator results (see rule.ts).
    const { tools, skills, actors } = project;
    for (let i = 0; i < tools.length; i++) {
        const wraps = tools[i].wraps;
        if (wraps)
            references.push({ entry: wraps, role: 'wraps' });
    }
    for (let i = 0; i < skills.length; i++) {
        const skill = skills[i];
        for (let j = 0; j < skill.tools.length; j++)
            references.push({ entry: skill.tools[j], role: 'tool' });
        for (let j = 0; j < skill.includes.length; j++)
            references.push({ entry: skill.includes[j], role: 'include' });
    }
    for (let i = 0; i < actors.length; i++) {
        const actor = actors[i];
        for (let j = 0; j < actor.skills.length; j++)
            references.push({ entry: actor.skills[j], role: 'actor-skill' });
    }
    referencesOf.set(project, references);
    return references;
}

;// CONCATENATED MODULE: ./build/src/core/rules/invalid-name.js
// Names and references must follow the grammar of SPEC §3: namespace/short_name, each segment
// lowercase letters and digits joined by single '-' or '_'.


const invalid_name_id = 'invalid-name';
const invalid_name_defaultSeverity = 'error';
const invalid_name_description = "A definition's name or a reference breaks the name grammar (namespace/short_name).";
function invalid_name_check(ctx) {
    const { project } = ctx;
    const { definitions, skills } = project;
    for (let i = 0; i < definitions.length; i++) {
        const def = definitions[i];
        if (def.name === undefined)
            continue;
        const problem = nameProblem(def.name);
        if (problem)
            ctx.reportAt({ def, pointer: '/name' }, 'value', `${def.kind} name ${problem}`);
    }
    for (let i = 0; i < skills.length; i++) {
        for (const anon of skills[i].anonymousTools) {
            const problem = anon.name === undefined ? undefined : nameProblem(anon.name);
            if (problem)
                ctx.reportAt({ def: anon.site.def, pointer: `${anon.site.pointer}/name` }, 'value', `tool name ${problem}`);
        }
    }
    const references = allReferences(project);
    for (let i = 0; i < references.length; i++) {
        const { entry } = references[i];
        if (entry.ref.kind === 'invalid')
            ctx.reportAt(entry.site, 'value', `invalid reference: ${entry.ref.reason}`);
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/missing-file.js
const missing_file_id = 'missing-file';
const missing_file_defaultSeverity = 'error';
const missing_file_description = 'An agent_skill_path or agent_skills path has no SKILL.md, or points outside the root.';
function missing_file_check(ctx) {
    const { project } = ctx;
    const paths = [
        ...project.tools.flatMap((t) => (t.agentSkillPath ? [t.agentSkillPath] : [])),
        ...project.skills.flatMap((s) => s.agentSkills),
    ];
    for (const { site, path } of paths) {
        const folder = project.agentSkill(path);
        if (folder.status === 'escapes')
            ctx.reportAt(site, 'value', `'${path}' points outside the repository root`);
        else if (folder.status === 'missing')
            ctx.reportAt(site, 'value', `no SKILL.md at '${folder.skillMd}'`);
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/name-conflict.js
const name_conflict_id = 'name-conflict';
const name_conflict_defaultSeverity = 'warning';
const name_conflict_description = 'Flattening found one entry name with different definitions and had to qualify them as <contributor>.<name>.';
function name_conflict_check(ctx) {
    for (const skill of ctx.project.skills) {
        const flat = ctx.project.flatten(skill.name);
        if (!flat)
            continue;
        for (const conflict of flat.conflicts) {
            const at = conflict.parts[1] ?? conflict.parts[0];
            if (!at)
                continue;
            const names = conflict.parts.map((p) => `'${p.qualified}'`).join(', ');
            const from = conflict.parts.map((p) => `'${p.contributor}'`).join(', ');
            ctx.reportAt(at.site.site, 'value', `'${conflict.name}' comes from ${from} with different definitions; qualified as ${names}`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/remote-reference.js

const remote_reference_id = 'remote-reference';
const remote_reference_defaultSeverity = 'note';
const remote_reference_description = 'A server:namespace/name reference to a remote registry; kept as an opaque entry, not checked.';
function remote_reference_check(ctx) {
    const references = allReferences(ctx.project);
    for (let i = 0; i < references.length; i++) {
        const { entry } = references[i];
        if (entry.ref.kind === 'remote') {
            ctx.reportAt(entry.site, 'value', `'${entry.raw}' is in a remote registry and is not checked here`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/schema.js

const schema_id = 'schema';
const schema_defaultSeverity = 'error';
const schema_description = 'A document breaks the JSON Schema of its kind: types, required fields, enums, fields required by the source, static_resource rules, unknown keys, or an invalid embedded JSON Schema.';
function schema_check(ctx) {
    const { files } = ctx.project;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const documents = file.loaded?.documents ?? [];
        for (let j = 0; j < documents.length; j++) {
            const doc = documents[j];
            if (!isRecord(doc.value)) {
                ctx.report(file.path, doc.span, `a ${file.kind} document must be a mapping of keys to values`);
                continue;
            }
            const issues = ctx.validator.validate(file.kind, doc.value);
            for (let k = 0; k < issues.length; k++) {
                const issue = issues[k];
                const span = issue.at === 'key' ? doc.keySpan(issue.pointer) : doc.valueSpan(issue.pointer);
                ctx.report(file.path, span, issue.message);
            }
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/skill-access.js
const skill_access_id = 'skill-access';
const skill_access_defaultSeverity = 'error';
const skill_access_description = "An actor uses a skill its skill_access_policy denies, or a read_only actor's flattened set holds a tool that is not read-only.";
/** A policy pattern: a skill name where `*` matches within one segment. */
function patternMatches(pattern, name) {
    const source = pattern
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*');
    return new RegExp(`^${source}$`).test(name);
}
function policyVerdict(actor, skill) {
    const denied = actor.deny.find((p) => patternMatches(p, skill));
    if (denied)
        return `denied by skill_access_policy.deny '${denied}'`;
    if (actor.allow && !actor.allow.some((p) => patternMatches(p, skill)))
        return 'not matched by skill_access_policy.allow';
    return undefined;
}
const SHOWN = 5;
function skill_access_check(ctx) {
    const { project } = ctx;
    for (const actor of project.actors) {
        for (const entry of actor.skills) {
            if (entry.ref.kind !== 'local' || !project.skill(entry.ref.name))
                continue;
            const verdict = policyVerdict(actor, entry.ref.name);
            if (verdict)
                ctx.reportAt(entry.site, 'value', `actor '${actor.name}' may not use '${entry.ref.name}': ${verdict}`);
            if (!actor.readOnly)
                continue;
            const flat = project.flatten(entry.ref.name);
            if (!flat)
                continue;
            const writers = [...flat.entries.values()]
                .filter((e) => !e.tool.capability.read_only)
                .map((e) => e.name);
            if (writers.length === 0)
                continue;
            writers.sort();
            const more = writers.length > SHOWN ? ` (+${writers.length - SHOWN} more)` : '';
            ctx.reportAt(entry.site, 'value', `read-only actor '${actor.name}' gets tools that are not read_only through '${entry.ref.name}': ${writers.slice(0, SHOWN).join(', ')}${more}`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/tool-budget.js
const tool_budget_id = 'tool-budget';
const tool_budget_defaultSeverity = 'warning';
const tool_budget_description = 'A flattened set exceeds max-tools (default 128) or max-tokens (default 32000, estimated as characters / 4).';
function tool_budget_check(ctx) {
    const { maxTools, maxTokens } = ctx.options;
    for (const skill of ctx.project.skills) {
        const flat = ctx.project.flatten(skill.name);
        if (!flat)
            continue;
        const site = { def: skill.def, pointer: '/name' };
        if (flat.entries.size > maxTools) {
            ctx.reportAt(site, 'value', `'${skill.name}' flattens to ${flat.entries.size} tools, over max-tools ${maxTools}`);
        }
        if (flat.tokens > maxTokens) {
            ctx.reportAt(site, 'value', `'${skill.name}' flattens to about ${flat.tokens} tokens, over max-tokens ${maxTokens}`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/unknown-builtin.js
// A builtin group outside the configured list (builtin-groups) is probably a typo.

const unknown_builtin_id = 'unknown-builtin';
const unknown_builtin_defaultSeverity = 'warning';
const unknown_builtin_description = 'A builtin group outside the configured list (default file_operations, directory_operations, git_operations).';
function unknown_builtin_check(ctx) {
    const groups = ctx.options.builtinGroups;
    for (const skill of ctx.project.skills) {
        for (const b of skill.builtins) {
            if (groups.includes(b.group))
                continue;
            const near = closest(b.group, groups);
            ctx.reportAt(b.site, 'value', `unknown builtin group '${b.group}'${near ? `; did you mean '${near}'?` : ''}`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/unknown-skill.js
// An include or an actor's skills entry that names no skill.

const unknown_skill_id = 'unknown-skill';
const unknown_skill_defaultSeverity = 'error';
const unknown_skill_description = "An includes entry or an actor's skills entry names no skill.";
function unknown_skill_check(ctx) {
    const { project } = ctx;
    const refs = [...project.skills.flatMap((s) => s.includes), ...project.actors.flatMap((a) => a.skills)];
    for (const entry of refs) {
        if (entry.ref.kind !== 'local' || project.skill(entry.ref.name))
            continue;
        const near = closest(entry.ref.name, project.skillsByName.keys());
        ctx.reportAt(entry.site, 'value', `unknown skill '${entry.ref.name}'${near ? `; did you mean '${near}'?` : ''}`);
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/unknown-tool.js
// A skill's tools entry, a wraps, or an override key that names nothing that exists.

const unknown_tool_id = 'unknown-tool';
const unknown_tool_defaultSeverity = 'error';
const unknown_tool_description = "A skill's tools entry, a validation's wraps, or an override key names no tool (or no entry of the included skill).";
function unknown_tool_check(ctx) {
    const { project } = ctx;
    const hint = (name) => {
        const near = closest(name, project.toolsByName.keys());
        return near ? `; did you mean '${near}'?` : '';
    };
    const { tools, skills } = project;
    for (let i = 0; i < tools.length; i++) {
        const tool = tools[i];
        const ref = tool.wraps?.ref;
        if (tool.wraps && ref?.kind === 'local' && !project.tool(ref.name)) {
            ctx.reportAt(tool.wraps.site, 'value', `'${tool.name}' wraps unknown tool '${ref.name}'${hint(ref.name)}`);
        }
    }
    for (let i = 0; i < skills.length; i++) {
        const skill = skills[i];
        for (const entry of skill.tools) {
            if (entry.ref.kind === 'local' && !project.tool(entry.ref.name)) {
                ctx.reportAt(entry.site, 'value', `unknown tool '${entry.ref.name}'${hint(entry.ref.name)}`);
            }
        }
        for (const include of skill.includes) {
            if (include.ref.kind !== 'local' || include.overrides.length === 0)
                continue;
            const child = project.flatten(include.ref.name);
            if (!child)
                continue;
            for (const o of include.overrides) {
                if (child.entries.has(o.key))
                    continue;
                const near = closest(o.key, child.entries.keys());
                ctx.reportAt(o.site, 'key', `override targets '${o.key}', which is not an entry of '${child.skill}'${near ? `; did you mean '${near}'?` : ''}`);
            }
        }
        for (const server of skill.mcpServers) {
            if (!server.tools)
                continue;
            const names = new Set(server.tools.map((t) => t.name));
            for (const o of server.overrides) {
                const short = o.key.startsWith(`mcp:${server.server}/`)
                    ? o.key.slice(`mcp:${server.server}/`.length)
                    : o.key;
                if (!names.has(short)) {
                    ctx.reportAt(o.site, 'key', `override targets '${o.key}', which MCP server '${server.server}' does not list`);
                }
            }
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/unreadable-file.js
// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit.

const unreadable_file_id = 'unreadable-file';
const unreadable_file_defaultSeverity = 'error';
const unreadable_file_description = 'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.';
function unreadable_file_check(ctx) {
    reportFileProblems(ctx, 'unreadable-file');
}

;// CONCATENATED MODULE: ./build/src/core/rules/unused-tool.js
const unused_tool_id = 'unused-tool';
const unused_tool_defaultSeverity = 'note';
const unused_tool_description = 'A registered tool that no skill reaches (directly, or through a validation that wraps it).';
function unused_tool_check(ctx) {
    const { project } = ctx;
    const { skills, tools } = project;
    const reached = new Set();
    const queue = [];
    for (let i = 0; i < skills.length; i++) {
        const entries = skills[i].tools;
        for (let j = 0; j < entries.length; j++) {
            const ref = entries[j].ref;
            if (ref.kind === 'local')
                queue.push(ref.name);
        }
    }
    while (queue.length > 0) {
        const name = queue.pop();
        if (reached.has(name))
            continue;
        reached.add(name);
        const wraps = project.tool(name)?.wraps?.ref;
        if (wraps?.kind === 'local')
            queue.push(wraps.name);
    }
    for (let i = 0; i < tools.length; i++) {
        const tool = tools[i];
        if (!reached.has(tool.name)) {
            ctx.reportAt({ def: tool.def, pointer: '/name' }, 'value', `tool '${tool.name}' is not used by any skill`);
        }
    }
}

;// CONCATENATED MODULE: ./build/src/core/rules/yaml-syntax.js
// The file is not valid YAML (or a document could not be read safely: alias bombs, deep nesting).

const yaml_syntax_id = 'yaml-syntax';
const yaml_syntax_defaultSeverity = 'error';
const yaml_syntax_description = 'The file is not valid YAML 1.2; reported at the parser position. Other files are still checked.';
function yaml_syntax_check(ctx) {
    reportFileProblems(ctx, 'yaml-syntax');
}

;// CONCATENATED MODULE: ./build/src/core/rules/index.js





















const RULES = [
    agent_skill_frontmatter_namespaceObject,
    capability_conflict_namespaceObject,
    config_namespaceObject,
    duplicate_key_namespaceObject,
    duplicate_name_namespaceObject,
    escalation_namespaceObject,
    forbidden_override_namespaceObject,
    include_cycle_namespaceObject,
    invalid_name_namespaceObject,
    missing_file_namespaceObject,
    name_conflict_namespaceObject,
    remote_reference_namespaceObject,
    schema_namespaceObject,
    skill_access_namespaceObject,
    tool_budget_namespaceObject,
    unknown_builtin_namespaceObject,
    unknown_skill_namespaceObject,
    unknown_tool_namespaceObject,
    unreadable_file_namespaceObject,
    unused_tool_namespaceObject,
    yaml_syntax_namespaceObject,
].sort((a, b) => (a.id < b.id ? -1 : 1));
const RULE_IDS = new Set(RULES.map((r) => r.id));

;// CONCATENATED MODULE: ./build/src/core/suppress.js
const MARKER = /(^|\s)#\s*agents-config-check-disable-(next-line|file)\b(.*)$/;
function findSuppressions(file, text, lines) {
    if (!text.includes('agents-config-check-disable-'))
        return [];
    const out = [];
    for (let line = 1; line <= lines.lineCount; line++) {
        const content = lines.lineText(line);
        const match = MARKER.exec(content);
        if (!match)
            continue;
        const scope = match[2];
        const start = match.index + (match[1] ?? '').length;
        const column = [...content.slice(0, start)].length + 1;
        const span = { line, column, endLine: line, endColumn: [...content].length + 1 };
        const rules = (match[3] ?? '')
            .split(/[,\s]+/)
            .map((r) => r.trim())
            .filter((r) => r !== '');
        for (const rule of rules)
            out.push({ file, scope, line, rule, span, used: false });
        if (rules.length === 0)
            out.push({ file, scope, line, rule: '', span, used: false });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/core/check.js
// The driver: builds the project, runs every enabled rule, applies configured severities and
// suppression comments, and returns the findings sorted and de-duplicated.






function check_check(input, settings, validator, loadText = (text) => loadYaml(text)) {
    const project = new Project(input, loadText);
    return { project, diagnostics: runRules(project, settings, validator) };
}
/**
 * Runs every enabled rule, or only those in `onlyRules`. Suppression comments of the rules left
 * out then look unused: the `config` findings saying so are only right when every rule ran.
 */
function runRules(project, settings, validator, onlyRules) {
    const raw = [];
    for (const rule of RULES) {
        const configured = settings.rules[rule.id];
        if (configured === 'off' || (onlyRules && !onlyRules.has(rule.id)))
            continue;
        const emit = (file, span, message, severity) => {
            raw.push({
                rule: rule.id,
                severity: configured ?? severity ?? rule.defaultSeverity,
                file,
                line: span.line,
                column: span.column,
                endLine: span.endLine,
                endColumn: span.endColumn,
                message,
            });
        };
        const context = {
            project,
            options: settings,
            validator,
            report: emit,
            reportAt: (site, at, message, severity) => emit(site.def.file.path, spanOf(site, at), message, severity),
        };
        rule.check(context);
    }
    return applySuppressions(project, raw, settings);
}
/**
 * Texts without a suppression comment, by parse: a diff runs the rules on base and head, which
 * share the parse of every file they have in common, and searching all of them twice shows.
 */
const withoutSuppressions = new WeakSet();
function applySuppressions(project, raw, settings) {
    const byFile = new Map();
    const { files } = project;
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        if (!file.loaded || withoutSuppressions.has(file.loaded))
            continue;
        const found = findSuppressions(file.path, file.loaded.text, file.loaded.lines);
        if (found.length === 0)
            withoutSuppressions.add(file.loaded);
        else
            byFile.set(file.path, found);
    }
    if (byFile.size === 0)
        return sortAndDedupe(raw);
    const kept = raw.filter((d) => {
        const suppressions = byFile.get(d.file);
        if (!suppressions)
            return true;
        let silenced = false;
        for (const s of suppressions) {
            if (s.rule !== d.rule)
                continue;
            if (s.scope === 'file' || s.line + 1 === d.line) {
                s.used = true;
                silenced = true;
            }
        }
        return !silenced;
    });
    const configSeverity = settings.rules.config;
    if (configSeverity !== 'off') {
        for (const suppressions of byFile.values()) {
            for (const s of suppressions) {
                if (s.used)
                    continue;
                const message = s.rule === ''
                    ? 'suppression comment names no rule'
                    : !RULE_IDS.has(s.rule)
                        ? `suppression names unknown rule '${s.rule}'`
                        : `suppression of '${s.rule}' silences nothing`;
                kept.push({
                    rule: 'config',
                    severity: configSeverity ?? 'warning',
                    file: s.file,
                    ...s.span,
                    message,
                });
            }
        }
    }
    return sortAndDedupe(kept);
}

;// CONCATENATED MODULE: ./build/schemas/config.schema.json
const config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"config.schema.json","title":"agents-config-check configuration (.agents-config-check.yml)","type":"object","additionalProperties":false,"properties":{"tools":{"$ref":"#/$defs/globs"},"skills":{"$ref":"#/$defs/globs"},"actors":{"$ref":"#/$defs/globs"},"ignore":{"$ref":"#/$defs/globs"},"rules":{"type":"object","additionalProperties":{"enum":["off","note","warning","error"]}},"fail-on":{"enum":["error","warning","note","never"]},"max-tools":{"type":"integer","minimum":1},"max-tokens":{"type":"integer","minimum":1},"max-file-size":{"type":"integer","minimum":1},"builtin-groups":{"type":"array","items":{"type":"string","minLength":1}},"schemas":{"type":"string","minLength":1}},"$defs":{"globs":{"type":"array","items":{"type":"string","minLength":1}}}}');
;// CONCATENATED MODULE: ./build/src/core/config.js








class ConfigError extends Error {
}
const DEFAULT_GLOBS = {
    tools: ['**/tools/**/*.{yml,yaml}'],
    skills: ['**/skills/**/*.{yml,yaml}'],
    actors: ['**/actors/**/*.{yml,yaml}'],
};
const ALWAYS_IGNORED = ['**/node_modules/**', '**/.git/**'];
const DEFAULT_CONFIG = {
    ...DEFAULT_GLOBS,
    ignore: [],
    rules: {},
    failOn: 'error',
    maxTools: DEFAULT_CHECK_OPTIONS.maxTools,
    maxTokens: DEFAULT_CHECK_OPTIONS.maxTokens,
    maxFileSize: 1024 * 1024,
    builtinGroups: [...DEFAULT_CHECK_OPTIONS.builtinGroups],
    schemas: undefined,
};
let configValidator;
function parseConfigText(text, path) {
    const loaded = loadYaml(text);
    const problem = loaded.problems[0];
    if (problem)
        throw new ConfigError(`${path}:${problem.span.line}:${problem.span.column}: ${problem.message}`);
    if (loaded.documents.length > 1)
        throw new ConfigError(`${path}: expected one YAML document`);
    const doc = loaded.documents[0];
    const value = doc?.value ?? {};
    validateRawConfig(value, path, (pointer) => doc?.keySpan(pointer).line ?? 1);
    return value;
}
function validateRawConfig(value, path, lineOf = () => 1) {
    // No configuration file and no flags is the common start: an empty mapping is valid (the schema
    // requires nothing), and compiling the validator for it would cost every run ~30 ms.
    if (isRecord(value) && Object.keys(value).length === 0)
        return;
    // The schema is ours and a test holds it to the meta-schema: checking it again here would compile
    // the whole draft 2020-12 meta-schema on every start.
    configValidator ??= new (lazy_packages.Ajv2020())({
        allErrors: true,
        strict: false,
        allowUnionTypes: true,
        validateSchema: false,
    }).compile(config_schema_namespaceObject);
    if (!configValidator(value)) {
        const messages = (configValidator.errors ?? []).map((e) => {
            const extra = e.params.additionalProperty;
            const pointer = extra ? `${e.instancePath}/${extra}` : e.instancePath;
            const where = `${path}:${lineOf(pointer)}`;
            if (extra) {
                const near = closest(extra, Object.keys(config_schema_namespaceObject.properties));
                return `${where}: unknown key '${extra}'${near ? `; did you mean '${near}'?` : ''}`;
            }
            const allowed = e.params.allowedValues;
            const field = describePointer(e.instancePath) || 'configuration';
            return `${where}: '${field}' ${e.message ?? 'is invalid'}${allowed ? ` (${allowed.join(', ')})` : ''}`;
        });
        throw new ConfigError([...new Set(messages)].join('\n'));
    }
    const rules = value.rules ?? {};
    for (const rule of Object.keys(rules)) {
        if (!RULE_IDS.has(rule)) {
            const near = closest(rule, RULE_IDS);
            throw new ConfigError(`${path}:${lineOf(`/rules/${rule}`)}: unknown rule '${rule}'${near ? `; did you mean '${near}'?` : ''}`);
        }
    }
}
/** Later layers win: defaults, then the file, then command-line flags or Action inputs. */
function resolveConfig(...layers) {
    const config = { ...DEFAULT_CONFIG, rules: {} };
    for (const raw of layers) {
        if (raw.tools)
            config.tools = raw.tools;
        if (raw.skills)
            config.skills = raw.skills;
        if (raw.actors)
            config.actors = raw.actors;
        if (raw.ignore)
            config.ignore = raw.ignore;
        if (raw.rules)
            config.rules = { ...config.rules, ...raw.rules };
        if (raw['fail-on'])
            config.failOn = raw['fail-on'];
        if (raw['max-tools'] !== undefined)
            config.maxTools = raw['max-tools'];
        if (raw['max-tokens'] !== undefined)
            config.maxTokens = raw['max-tokens'];
        if (raw['max-file-size'] !== undefined)
            config.maxFileSize = raw['max-file-size'];
        if (raw['builtin-groups'])
            config.builtinGroups = raw['builtin-groups'];
        if (raw.schemas !== undefined)
            config.schemas = raw.schemas;
    }
    return config;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
;// CONCATENATED MODULE: ./build/src/core/discover.js
// Which kind each path is, by the configured globs (SPEC §2). Pure, so that a folder walk and a
// git tree listing classify paths the same way.



function compile(globs, what, dot = false) {
    try {
        // One regular expression per glob, tried in an indexed loop: what picomatch's matcher does
        // with these options (an empty path never matches, the glob itself always does), without the
        // result object it makes for every path of the tree, nor its list matcher's for-of (rule.ts).
        const matchers = globs.map((glob) => {
            const regex = picomatch.makeRe(glob, { dot });
            return (path) => path !== '' && (path === glob || regex.test(path));
        });
        if (matchers.length === 1)
            return matchers[0];
        return (path) => {
            for (let i = 0; i < matchers.length; i++)
                if (matchers[i](path))
                    return true;
            return false;
        };
    }
    catch (error) {
        throw new ConfigError(`bad glob in '${what}': ${error.message}`);
    }
}
const NO_KINDS = [];
const ONE_KIND = {
    tool: ['tool'],
    skill: ['skill'],
    actor: ['actor'],
};
class PathClassifier {
    kinds;
    ignored;
    /** Every glob, for walkers that can prune with them. */
    patterns;
    ignorePatterns;
    constructor(config) {
        this.kinds = [
            ['tool', compile(config.tools, 'tools')],
            ['skill', compile(config.skills, 'skills')],
            ['actor', compile(config.actors, 'actors')],
        ];
        this.ignorePatterns = [...ALWAYS_IGNORED, ...config.ignore];
        // An ignored folder is ignored whole, dot folders inside it too (as a glob walk prunes it).
        this.ignored = compile(this.ignorePatterns, 'ignore', true);
        this.patterns = [...config.tools, ...config.skills, ...config.actors];
    }
    /** The kinds each path matched: the diff classifies the base's paths, nearly all the head's too. */
    matched = new Map();
    kindsOf(path) {
        let kinds = this.matched.get(path);
        if (!kinds) {
            const found = [];
            if (!this.ignored(path)) {
                for (let i = 0; i < this.kinds.length; i++) {
                    // Indexed, not destructured: destructuring an array walks an iterator.
                    const entry = this.kinds[i];
                    if (entry[1](path))
                        found.push(entry[0]);
                }
            }
            // One shared list per single kind: the map holds a list for every path of the tree.
            kinds = found.length === 0 ? NO_KINDS : found.length === 1 ? ONE_KIND[found[0]] : found;
            this.matched.set(path, kinds);
        }
        return kinds;
    }
    classify(paths) {
        const files = [];
        const discovery = [];
        // Indexed: this runs once per tree, over every path in it (see rule.ts).
        for (let i = 0; i < paths.length; i++) {
            const path = paths[i];
            const kinds = this.kindsOf(path);
            if (kinds.length === 1)
                files.push({ path, kind: kinds[0] });
            else if (kinds.length > 1) {
                discovery.push({
                    rule: 'config',
                    severity: 'error',
                    file: path,
                    ...FILE_START,
                    message: `matched by the globs of ${kinds.join(' and ')}; skipped (narrow one of the globs or ignore it)`,
                });
            }
        }
        files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
        return { files, discovery };
    }
}

;// CONCATENATED MODULE: ./build/schemas/actor.schema.json
const actor_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"actor.schema.json","title":"agents-config-check actor","description":"An actor uses skills under an access policy.","type":"object","required":["name","skills"],"additionalProperties":false,"properties":{"name":{"type":"string"},"description":{"type":["string","null"]},"skills":{"type":"array","items":{"type":"string"}},"skill_access_policy":{"type":"object","additionalProperties":false,"properties":{"allow":{"type":"array","items":{"type":"string","minLength":1}},"deny":{"type":"array","items":{"type":"string","minLength":1}},"read_only":{"type":"boolean"}}}}}');
;// CONCATENATED MODULE: ./build/schemas/skill.schema.json
const skill_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"skill.schema.json","title":"agents-config-check skill","description":"A namespaced collection of tools that may include other skills (seeds/ADR-012-skill-system.md).","type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"description":{"type":["string","null"]},"tools":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string"},"overrides":{"$ref":"#/$defs/override"}}}]}},"includes":{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"object","required":["skill"],"additionalProperties":false,"properties":{"skill":{"type":"string"},"overrides":{"$ref":"#/$defs/overrideMap"}}}]}},"mcp_servers":{"type":"array","items":{"type":"object","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"tools":{"type":"array","items":{"type":"string","minLength":1}},"overrides":{"$ref":"#/$defs/overrideMap"}}}},"agent_skills":{"type":"array","items":{"anyOf":[{"type":"string","minLength":1},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string","minLength":1}}}]}},"builtins":{"type":"array","items":{"type":"string","minLength":1}},"anonymous_tools":{"type":"array","items":{"$ref":"tool.schema.json"}}},"$defs":{"override":{"description":"Keys other than description and capability are reported by the forbidden-override rule.","type":"object","properties":{"description":{"type":"string","minLength":1},"capability":{"$ref":"tool.schema.json#/$defs/capability"}}},"overrideMap":{"type":"object","additionalProperties":{"$ref":"#/$defs/override"}}}}');
;// CONCATENATED MODULE: ./build/schemas/tool.schema.json
const tool_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"tool.schema.json","title":"agents-config-check tool","description":"One tool or validation: a namespaced, independently registered callable (seeds/tool_model.md).","type":"object","required":["name","description","source"],"additionalProperties":false,"properties":{"name":{"type":"string","description":"namespace/short_name"},"description":{"type":"string","minLength":1},"source":{"enum":["mcp","agent_skill","builtin","custom","wrapped"]},"tool_type":{"enum":["tool","validation"]},"code":{"type":["string","null"]},"mcp_server":{"type":["string","null"]},"mcp_tool_name":{"type":["string","null"]},"agent_skill_path":{"type":["string","null"]},"input_schema":{"$ref":"#/$defs/embeddedSchema"},"output_schema":{"$ref":"#/$defs/embeddedSchema"},"capability":{"$ref":"#/$defs/capability"},"resource_slots":{"type":"array","items":{"$ref":"#/$defs/resourceSlot"}},"lifecycle":{"type":["object","null"],"additionalProperties":false,"properties":{"discover":{"type":["string","null"]},"activate":{"type":["string","null"]},"deactivate":{"type":["string","null"]}}},"timeout":{"type":"integer","minimum":1},"wraps":{"type":"string","description":"the tool a wrapped validation wraps"}},"allOf":[{"if":{"required":["source"],"properties":{"source":{"const":"mcp"}}},"then":{"required":["mcp_server","mcp_tool_name"],"properties":{"mcp_server":{"type":"string","minLength":1},"mcp_tool_name":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"agent_skill"}}},"then":{"required":["agent_skill_path"],"properties":{"agent_skill_path":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"custom"}}},"then":{"required":["code"],"properties":{"code":{"type":"string","minLength":1}}}},{"if":{"required":["source"],"properties":{"source":{"const":"wrapped"}}},"then":{"required":["tool_type","wraps"],"properties":{"tool_type":{"const":"validation"}}}}],"$defs":{"embeddedSchema":{"description":"An embedded JSON Schema, checked against the draft 2020-12 meta-schema.","anyOf":[{"type":"null"},{"type":"object","$ref":"https://json-schema.org/draft/2020-12/schema"}]},"capability":{"type":"object","additionalProperties":false,"properties":{"read_only":{"type":"boolean"},"writes":{"type":"boolean"},"write_scope":{"type":["string","null"]},"checkpointable":{"type":"boolean"},"checkpoint_scope":{"type":["string","null"]},"side_effects":{"type":"array","items":{"type":"string"}},"idempotent":{"type":"boolean"},"unsafe":{"type":"boolean"},"human_approval_required":{"type":"boolean"},"cost_profile":{"type":["string","null"]}}},"resourceSlot":{"type":"object","required":["name","resource_type","access"],"additionalProperties":false,"properties":{"name":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"resource_type":{"type":"string","minLength":1},"access":{"enum":["read_only","read_write"]},"description":{"type":"string"},"binding":{"enum":["contextual","static","dynamic"]},"static_resource":{"type":["string","null"]},"required":{"type":"boolean"}},"if":{"required":["binding"],"properties":{"binding":{"const":"static"}}},"then":{"required":["static_resource"],"properties":{"static_resource":{"type":"string","minLength":1}}},"else":{"properties":{"static_resource":false}}}}}');
;// CONCATENATED MODULE: ./build/src/core/schemas.js
// The JSON Schemas shipped with the package (schemas/*.schema.json), bundled into the build.



const SHIPPED_SCHEMAS = {
    tool: tool_schema_namespaceObject,
    skill: skill_schema_namespaceObject,
    actor: actor_schema_namespaceObject,
};

// EXTERNAL MODULE: ./build/src/core/precompiled-validators.cjs
var precompiled_validators = __nccwpck_require__(2439);
;// CONCATENATED MODULE: ./build/src/core/plain-schema.js
// Checking a tool's embedded input and output schemas against the whole draft 2020-12 meta-schema
// is three quarters of all validation time, yet nearly every embedded schema is a handful of
// common keywords with plainly valid values. This recognises those: when it says yes, the
// meta-schema would say yes too. When it cannot tell it says no, and ajv decides as before.

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const MAX_DEPTH = 64;
const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount = (v) => Number.isInteger(v) && v >= 0;
const isString = (v) => typeof v === 'string';
const isBoolean = (v) => typeof v === 'boolean';
const anything = () => true;
function uniqueStrings(v, minItems) {
    if (!Array.isArray(v) || v.length < minItems)
        return false;
    for (const item of v)
        if (typeof item !== 'string')
            return false;
    return new Set(v).size === v.length;
}
/** Each keyword taken here, with what the meta-schema asks of its value (formats are not checked). */
const KEYWORDS = {
    // validation vocabulary
    type: (v) => typeof v === 'string'
        ? SIMPLE_TYPES.has(v)
        : uniqueStrings(v, 1) && v.every((t) => SIMPLE_TYPES.has(t)),
    enum: (v) => Array.isArray(v),
    const: anything,
    multipleOf: (v) => isNumber(v) && v > 0,
    maximum: isNumber,
    minimum: isNumber,
    exclusiveMaximum: isNumber,
    exclusiveMinimum: isNumber,
    maxLength: isCount,
    minLength: isCount,
    pattern: isString,
    maxItems: isCount,
    minItems: isCount,
    uniqueItems: isBoolean,
    maxProperties: isCount,
    minProperties: isCount,
    required: (v) => uniqueStrings(v, 0),
    // applicator vocabulary
    properties: (v, depth) => {
        if (!isRecord(v))
            return false;
        // for-in, not Object.keys: no list of keys made for each of thousands of schemas. A parsed
        // mapping inherits nothing, so for-in sees exactly its own keys.
        for (const key in v)
            if (!isPlainSchema(v[key], depth + 1))
                return false;
        return true;
    },
    items: (v, depth) => isPlainSchema(v, depth + 1),
    additionalProperties: (v, depth) => isPlainSchema(v, depth + 1),
    // meta-data, format-annotation and core vocabularies
    title: isString,
    description: isString,
    default: anything,
    examples: (v) => Array.isArray(v),
    deprecated: isBoolean,
    readOnly: isBoolean,
    writeOnly: isBoolean,
    format: isString,
    $comment: isString,
};
/**
 * True only when `value` is certainly a valid draft 2020-12 schema: a boolean, or an object made
 * of the keywords above with values the meta-schema accepts. False means "ask the meta-schema".
 */
function isPlainSchema(value, depth = 0) {
    if (typeof value === 'boolean')
        return true;
    if (!isRecord(value) || depth > MAX_DEPTH)
        return false;
    for (const key in value) {
        const check = Object.hasOwn(KEYWORDS, key) ? KEYWORDS[key] : undefined;
        if (!check || !check(value[key], depth))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./build/src/core/validate.js








class SchemaError extends Error {
}
/** Most documents are valid: they share one empty list (every document's result is kept). */
const NO_ISSUES = Object.freeze([]);
// The shipped tool schema's definition of an embedded schema: null, or an object the meta-schema
// accepts; and the fields that refer to it.
const EMBEDDED_DEF = 'embeddedSchema';
const EMBEDDED_REF = `#/$defs/${EMBEDDED_DEF}`;
const META_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';
/**
 * The tool schema without the meta-schema check of its embedded schemas, and the fields that hold
 * them, when the schema checks them the shipped way (otherwise undefined). A document whose
 * embedded schemas are all null or plainly valid gets exactly the same errors from it.
 */
function withoutMetaCheck(schema) {
    const defs = isRecord(schema.$defs) ? schema.$defs : undefined;
    const expected = { anyOf: [{ type: 'null' }, { type: 'object', $ref: META_SCHEMA }] };
    const def = defs?.[EMBEDDED_DEF];
    if (!isRecord(def) || JSON.stringify({ anyOf: def.anyOf }) !== JSON.stringify(expected))
        return undefined;
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const fields = Object.keys(properties).filter((key) => JSON.stringify(properties[key]) === JSON.stringify({ $ref: EMBEDDED_REF }));
    // Referenced anywhere else, the shortcut would skip checks there too.
    if (JSON.stringify(schema).split(`"${EMBEDDED_REF}"`).length - 1 !== fields.length)
        return undefined;
    return {
        schema: {
            ...schema,
            $defs: { ...defs, [EMBEDDED_DEF]: { ...def, anyOf: [{ type: 'null' }, { type: 'object' }] } },
        },
        fields,
    };
}
const ANONYMOUS_TOOLS = 'anonymous_tools';
/**
 * A copy of `schema` with every reference into the schema `from` pointing to the same place in
 * `to`; undefined when there is none.
 */
function replaceRefs(schema, from, to) {
    let found = false;
    const copy = JSON.parse(JSON.stringify(schema), (key, value) => {
        if (key === '$ref' && typeof value === 'string' && (value === from || value.startsWith(`${from}#`))) {
            found = true;
            return to + value.slice(from.length);
        }
        return value;
    });
    return found ? copy : undefined;
}
/** Options of every validator: the same at start and for validators compiled ahead of time. */
const AJV_OPTIONS = {
    allErrors: true,
    verbose: true,
    strict: false,
    allowUnionTypes: true,
    validateFormats: false,
    // Error messages are written here; ajv's own text is only a fallback.
    messages: true,
    // Replacement schemas are checked below; the shipped ones by a test, not on every start.
    validateSchema: false,
};
/**
 * The schemas a validator works with: the three roots under their ids, and, unless the shortcut
 * is off or the tool schema does not allow it, the tool and skill schemas without the
 * meta-schema walk of embedded schemas (see withoutMetaCheck).
 */
function schemaPlan(schemas, shortcut) {
    const roots = {
        tool: { ...schemas.tool, $id: idOf(schemas.tool, 'tool') },
        skill: { ...schemas.skill, $id: idOf(schemas.skill, 'skill') },
        actor: { ...schemas.actor, $id: idOf(schemas.actor, 'actor') },
    };
    const plain = shortcut ? withoutMetaCheck(schemas.tool) : undefined;
    if (!plain)
        return { roots, plain: undefined };
    const plainToolId = `plain-${roots.tool.$id}`;
    const skill = replaceRefs(schemas.skill, roots.tool.$id, plainToolId);
    return {
        roots,
        plain: {
            tool: { ...plain.schema, $id: plainToolId },
            skill: skill ? { ...skill, $id: `plain-${roots.skill.$id}` } : undefined,
            fields: plain.fields,
        },
    };
}
/** Names a schema plan: validators compiled ahead of time serve only the plan they came from. */
function planFingerprint(plan) {
    return digest_hexDigest('sha256', JSON.stringify(plan));
}
class SchemaValidator {
    ajvInstance;
    plan;
    validators = {};
    roots;
    /**
     * The tool schema without the meta-schema walk of its embedded schemas (`fields`), and the skill
     * schema with anonymous tools checked by that one; both only where they cannot differ.
     */
    plain;
    useCache;
    /** Whether the validators compiled ahead of time serve this one (tests check the shipped case). */
    precompiled = false;
    constructor(schemas, options = {}) {
        this.useCache = options.cache !== false;
        const shipped = (kind) => schemas[kind] === SHIPPED_SCHEMAS[kind];
        this.roots = { tool: schemas.tool, skill: schemas.skill, actor: schemas.actor };
        const plan = schemaPlan(schemas, options.shortcut !== false);
        this.plan = plan;
        try {
            for (const kind of ['tool', 'skill', 'actor']) {
                if (!shipped(kind) && !this.ajv.validateSchema(schemas[kind]))
                    throw new Error(this.ajv.errorsText(this.ajv.errors, { dataVar: `${kind} schema` }));
            }
            // The shipped schemas' validators were compiled ahead of time (scripts/build.mjs).
            const ahead = plan.plain && precompiled_validators.fingerprint === planFingerprint(plan) ? precompiled_validators : undefined;
            this.precompiled = ahead !== undefined;
            if (ahead)
                this.validators.actor = ahead.actor;
            if (plan.plain) {
                this.plain = {
                    tool: ahead?.tool ?? this.ajv.compile(plan.plain.tool),
                    skill: ahead?.skill ?? (plan.plain.skill ? this.ajv.compile(plan.plain.skill) : undefined),
                    fields: plan.plain.fields,
                };
            }
            // A replacement schema must fail here, at start, not on the first document. The shipped
            // ones compile when a document first needs them (the meta-schema walk, perhaps never).
            for (const kind of ['tool', 'skill', 'actor'])
                if (!shipped(kind))
                    this.validator(kind);
        }
        catch (error) {
            throw new SchemaError(`a definition schema does not compile: ${error.message}`);
        }
    }
    /**
     * ajv with the three schemas, made when first needed: with the shipped schemas compiled ahead
     * of time, only a document the shortcut cannot take (or a replacement schema) needs it.
     */
    get ajv() {
        if (!this.ajvInstance) {
            const Ajv = lazy_packages.Ajv2020();
            this.ajvInstance = new Ajv(AJV_OPTIONS);
            for (const kind of ['tool', 'skill', 'actor'])
                this.ajvInstance.addSchema(this.plan.roots[kind]);
        }
        return this.ajvInstance;
    }
    validator(kind) {
        const id = idOf(this.roots[kind], kind);
        return (this.validators[kind] ??= this.ajv.getSchema(id));
    }
    /** Results per parsed value: a file identical on base and head is parsed once, so validated once. */
    cache = new WeakMap();
    /** How many documents ajv actually validated (the diff's reuse test counts this). */
    validatedCount = 0;
    validate(kind, value) {
        const cacheable = this.useCache && value !== null && typeof value === 'object';
        const hit = cacheable ? this.cache.get(value) : undefined;
        if (hit && hit.kind === kind)
            return hit.issues;
        const issues = this.run(kind, value);
        if (cacheable)
            this.cache.set(value, { kind, issues });
        return issues;
    }
    /** The schema without the meta-schema walk when every embedded schema in the value is null or plainly valid. */
    pick(kind, value) {
        const plain = this.plain;
        if (plain && isRecord(value)) {
            if (kind === 'tool' && this.embedsOnlyPlainSchemas(value))
                return plain.tool;
            if (kind === 'skill' && plain.skill) {
                const anonymous = Object.hasOwn(value, ANONYMOUS_TOOLS) ? value[ANONYMOUS_TOOLS] : undefined;
                if (!Array.isArray(anonymous) || anonymous.every((t) => this.embedsOnlyPlainSchemas(t)))
                    return plain.skill;
            }
        }
        return this.validator(kind);
    }
    /** A tool document's embedded schemas are each null or plainly valid (a non-mapping has none). */
    embedsOnlyPlainSchemas(tool) {
        return (!isRecord(tool) ||
            (this.plain?.fields ?? []).every((f) => {
                const v = Object.hasOwn(tool, f) ? tool[f] : null;
                return v === null || (isRecord(v) && isPlainSchema(v));
            }));
    }
    run(kind, value) {
        this.validatedCount++;
        const validator = this.pick(kind, value);
        let ok;
        try {
            ok = validator(value);
        }
        catch (error) {
            // ajv recurses with the data; data it cannot walk (far too deep) is a finding, not a crash.
            if (error instanceof RangeError)
                return [{ pointer: '', at: 'key', message: 'the document is too deeply nested to validate' }];
            throw error;
        }
        if (ok)
            return NO_ISSUES;
        return cleanErrors(validator.errors ?? [], this.roots[kind], value);
    }
}
function idOf(schema, kind) {
    return typeof schema.$id === 'string' ? schema.$id : `${kind}.schema.json`;
}
const ALTERNATIVES = new Set(['anyOf', 'oneOf']);
const DROPPED = new Set(['if', 'allOf', '$ref', '$dynamicRef', 'not', 'contains']);
/**
 * ajv with allErrors reports every failed branch. Keep what a person needs: for an anyOf whose
 * branches all failed on the value's type, one "must be A or B"; otherwise only the errors of the
 * branches the value's type selected. ajv lists a branch's errors just before the anyOf error, and
 * schema paths restart at every $ref, so branches are found by position and instance path.
 */
function cleanErrors(input, root, data) {
    const errors = input.slice();
    const removed = new Set();
    const within = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);
    errors.forEach((alt, i) => {
        if (!ALTERNATIVES.has(alt.keyword))
            return;
        const at = alt.instancePath;
        const branch = [];
        for (let j = i - 1; j >= 0; j--) {
            if (removed.has(j))
                continue;
            if (!within(errors[j].instancePath, at))
                break;
            branch.push(j);
        }
        const typeMisses = branch.filter((j) => errors[j]?.keyword === 'type' && errors[j]?.instancePath === at);
        for (const j of typeMisses)
            removed.add(j);
        if (typeMisses.length === branch.length && typeMisses.length > 0) {
            const types = new Set();
            for (const j of typeMisses.reverse())
                for (const t of typeList(errors[j]?.params.type))
                    types.add(t);
            errors[i] = { ...alt, keyword: 'type', params: { type: [...types] } };
        }
        else {
            removed.add(i);
        }
    });
    const issues = [];
    const seen = new Set();
    errors.forEach((e, i) => {
        if (removed.has(i) || DROPPED.has(e.keyword) || ALTERNATIVES.has(e.keyword))
            return;
        const issue = describe(e, root, data);
        const key = `${issue.pointer}\u0000${issue.message}`;
        if (seen.has(key))
            return;
        seen.add(key);
        issues.push(issue);
    });
    return issues;
}
function typeList(type) {
    if (Array.isArray(type))
        return type.map(String);
    return typeof type === 'string' ? type.split(',') : [];
}
function valueAt(data, pointer) {
    let node = data;
    for (const segment of pointerSegments(pointer)) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
    return node;
}
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
function quote(value) {
    return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}
function field(pointer) {
    const path = describePointer(pointer);
    return path === '' ? 'the document' : `'${path}'`;
}
/** "when source is 'mcp'" for errors under an if/then of the shipped schemas; '' otherwise. */
function condition(root, schemaPath) {
    if (!schemaPath.startsWith('#/'))
        return '';
    const segments = pointerSegments(schemaPath.slice(1));
    for (let i = segments.length - 1; i >= 0; i--) {
        const branch = segments[i];
        if (branch !== 'then' && branch !== 'else')
            continue;
        let node = root;
        for (const s of segments.slice(0, i)) {
            node = node && typeof node === 'object' ? node[s] : undefined;
        }
        const cond = node?.if;
        const entry = cond?.properties
            ? Object.entries(cond.properties).find(([, v]) => v && 'const' in v)
            : undefined;
        if (!entry)
            return '';
        const [prop, { const: value }] = entry;
        return branch === 'then' ? ` when ${prop} is ${quote(value)}` : ` unless ${prop} is ${quote(value)}`;
    }
    return '';
}
const YAML11_BOOLEANS = new Set([
    'yes',
    'no',
    'on',
    'off',
    'y',
    'n',
    'Yes',
    'No',
    'On',
    'Off',
    'YES',
    'NO',
    'ON',
    'OFF',
]);
function describe(e, root, data) {
    const at = e.instancePath;
    const value = valueAt(data, at);
    const when = condition(root, e.schemaPath);
    switch (e.keyword) {
        case 'required': {
            const missing = String(e.params.missingProperty);
            return { pointer: at, at: 'key', message: `${field(at)} is missing required key '${missing}'${when}` };
        }
        case 'additionalProperties': {
            const extra = String(e.params.additionalProperty);
            const props = e.parentSchema?.properties ?? {};
            const hint = closest(extra, Object.keys(props));
            const where = at === '' ? '' : ` in ${field(at)}`;
            return {
                pointer: `${at}/${validate_escape(extra)}`,
                at: 'key',
                message: `unknown key '${extra}'${where}${hint ? `; did you mean '${hint}'?` : ''}`,
            };
        }
        case 'false schema':
            return { pointer: at, at: 'key', message: `${field(at)} is not allowed here${when}` };
        case 'type': {
            const expected = typeList(e.params.type).join(' or ');
            const hint = typeof value === 'string' && YAML11_BOOLEANS.has(value) && expected.includes('boolean')
                ? ` (YAML 1.2 reads ${value} as a string: write true or false)`
                : '';
            return {
                pointer: at,
                at: 'value',
                message: `${field(at)} must be ${expected}, not ${typeName(value)}${hint}`,
            };
        }
        case 'enum': {
            const allowed = (e.params.allowedValues ?? []).map(quote);
            const hint = typeof value === 'string'
                ? closest(value, e.params.allowedValues.map(String))
                : undefined;
            return {
                pointer: at,
                at: 'value',
                message: `${field(at)} must be one of ${allowed.join(', ')}, not ${quote(value)}${hint ? `; did you mean '${hint}'?` : ''}`,
            };
        }
        case 'const':
            return {
                pointer: at,
                at: 'value',
                message: `${field(at)} must be ${quote(e.params.allowedValue)}${when}`,
            };
        case 'minLength':
            return Number(e.params.limit) === 1
                ? { pointer: at, at: 'value', message: `${field(at)} must not be empty` }
                : {
                    pointer: at,
                    at: 'value',
                    message: `${field(at)} must be at least ${String(e.params.limit)} characters`,
                };
        case 'minimum':
            return { pointer: at, at: 'value', message: `${field(at)} must be at least ${String(e.params.limit)}` };
        case 'pattern':
            return {
                pointer: at,
                at: 'value',
                message: `${field(at)} must match ${String(e.params.pattern)}, not ${quote(value)}`,
            };
        default:
            return { pointer: at, at: 'value', message: `${field(at)} ${e.message ?? `fails '${e.keyword}'`}` };
    }
}
function validate_escape(segment) {
    return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

;// CONCATENATED MODULE: ./build/src/core/diff/fields.js
// Field-level differences between two effective tools, and the input_schema changes that break
// callers (a new required property, a removed property, a narrowed type, a removed enum value).


const fields_MAX_DEPTH = 4;
/** Dotted paths where two JSON values differ; arrays and deep subtrees are reported whole. */
function changedPaths(before, after, prefix = '', depth = 0) {
    if (before === after)
        return [];
    if (isRecord(before) && isRecord(after) && depth < fields_MAX_DEPTH) {
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
        return keys.flatMap((k) => changedPaths(Object.hasOwn(before, k) ? before[k] : undefined, Object.hasOwn(after, k) ? after[k] : undefined, prefix === '' ? k : `${prefix}.${k}`, depth + 1));
    }
    return canonicalJson(before) === canonicalJson(after) ? [] : [prefix];
}
function changedToolFields(before, after) {
    return changedPaths(before, after);
}
function types(schema) {
    const t = schema.type;
    if (typeof t === 'string')
        return new Set(t === 'number' ? ['number', 'integer'] : [t]);
    if (Array.isArray(t)) {
        const out = new Set();
        for (const x of t) {
            if (typeof x !== 'string')
                continue;
            out.add(x);
            if (x === 'number')
                out.add('integer');
        }
        return out;
    }
    return undefined;
}
/** Human descriptions of the breaking changes from one input_schema to the next. */
function breakingChanges(before, after, path = '') {
    if (!isRecord(before) || !isRecord(after))
        return [];
    const out = [];
    const at = path === '' ? '' : ` of '${path}'`;
    const beforeTypes = types(before);
    const afterTypes = types(after);
    if (afterTypes && (!beforeTypes || [...beforeTypes].some((t) => !afterTypes.has(t)))) {
        const from = beforeTypes
            ? [...beforeTypes].filter((t) => !(t === 'integer' && beforeTypes.has('number'))).join('|')
            : 'any';
        out.push(`narrows the type${at} from ${from} to ${[...afterTypes].filter((t) => !(t === 'integer' && afterTypes.has('number'))).join('|')}`);
    }
    if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
        const kept = new Set(after.enum.map((v) => canonicalJson(v)));
        for (const v of before.enum) {
            if (!kept.has(canonicalJson(v)))
                out.push(`removes enum value ${JSON.stringify(v)}${at}`);
        }
    }
    else if (!Array.isArray(before.enum) && Array.isArray(after.enum)) {
        out.push(`restricts${at === '' ? ' the input' : at} to an enum`);
    }
    const beforeRequired = new Set(Array.isArray(before.required) ? before.required.map(String) : []);
    const afterRequired = Array.isArray(after.required) ? after.required.map(String) : [];
    for (const r of afterRequired) {
        if (!beforeRequired.has(r))
            out.push(`adds required property '${path === '' ? r : `${path}.${r}`}'`);
    }
    const beforeProps = isRecord(before.properties) ? before.properties : {};
    const afterProps = isRecord(after.properties) ? after.properties : {};
    for (const name of Object.keys(beforeProps).sort()) {
        const child = path === '' ? name : `${path}.${name}`;
        if (!Object.hasOwn(afterProps, name))
            out.push(`removes property '${child}'`);
        else
            out.push(...breakingChanges(beforeProps[name], afterProps[name], child));
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/core/diff/compare.js
// The diff of a head tree against a base tree (SPEC §6). Only skills that can reach a change are
// flattened on the base and compared; every other skill's set is identical by construction and is
// borrowed from the head, so the work grows with the change, not with the repository.




const compare_byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function sameDocument(a, b) {
    if (!a || !b)
        return a === b;
    return a.doc === b.doc || canonicalJson(a.value) === canonicalJson(b.value);
}
function compareTrees(base, head, label, options = {}) {
    if (options.borrow !== false)
        base.shareAgentSkills(head);
    const tools = diffTools(base, head);
    const changedTools = new Set([...tools.added, ...tools.removed, ...tools.changed.map((c) => c.name)]);
    // Where changes enter the include graph.
    const origins = new Set();
    /** Skills that list a changed registered tool directly, and which. */
    const toolOrigins = new Map();
    const skillNames = new Set([...base.skillsByName.keys(), ...head.skillsByName.keys()]);
    const reverse = new Map();
    // Indexed loops and forEach: this runs once, over every skill and tool (see rule.ts).
    for (const project of [base, head]) {
        const { skills } = project;
        for (let i = 0; i < skills.length; i++) {
            const skill = skills[i];
            if (skill !== project.skill(skill.name))
                continue;
            for (const inc of skill.includes) {
                if (inc.ref.kind !== 'local')
                    continue;
                let parents = reverse.get(inc.ref.name);
                if (!parents)
                    reverse.set(inc.ref.name, (parents = new Set()));
                parents.add(skill.name);
            }
            const touched = skill.tools.flatMap((t) => t.ref.kind === 'local' && changedTools.has(t.ref.name) ? [t.ref.name] : []);
            if (touched.length > 0) {
                origins.add(skill.name);
                const list = toolOrigins.get(skill.name) ?? new Set();
                for (const t of touched)
                    list.add(t);
                toolOrigins.set(skill.name, list);
            }
            if (skill.agentSkills.some((a) => agentSkillChanged(base, head, a.path)))
                origins.add(skill.name);
        }
    }
    skillNames.forEach((name) => {
        if (!sameDocument(base.skill(name)?.def, head.skill(name)?.def))
            origins.add(name);
    });
    const affected = new Set();
    const queue = [...origins];
    while (queue.length > 0) {
        const name = queue.pop();
        if (affected.has(name))
            continue;
        affected.add(name);
        for (const parent of reverse.get(name) ?? [])
            queue.push(parent);
    }
    if (options.borrow !== false)
        base.borrowFlattened(head, (name) => !affected.has(name));
    const skills = [];
    const perSkill = new Map();
    for (const name of [...affected].sort(compare_byName)) {
        const diff = diffSkill(base, head, name, origins);
        if (!diff)
            continue;
        const tools = toolOrigins.get(name);
        if (tools)
            diff.changedTools = [...tools].sort(compare_byName);
        skills.push(diff);
        perSkill.set(name, new Map(diff.escalations.map((e) => [`${e.entry}\u0000${e.kind}`, e])));
    }
    const changedSkills = new Set(skills.map((s) => s.name));
    const escalations = locateEscalations(head, skills, perSkill);
    const actors = diffActors(base, head, changedSkills);
    const edges = [];
    for (const name of [...changedSkills].sort(compare_byName)) {
        const info = head.skill(name) ?? base.skill(name);
        for (const inc of info?.includes ?? []) {
            if (inc.ref.kind === 'local' && changedSkills.has(inc.ref.name))
                edges.push([name, inc.ref.name]);
        }
    }
    const diff = { tools, skills, actors };
    return {
        label,
        diff,
        escalations,
        affected,
        graph: { edges, changed: skills.filter((s) => s.direct).map((s) => s.name) },
    };
}
function agentSkillChanged(base, head, path) {
    const a = base.agentSkill(path);
    const b = head.agentSkill(path);
    if (a === b)
        return false;
    return (a.status !== b.status ||
        canonicalJson(a.frontmatter?.values ?? null) !== canonicalJson(b.frontmatter?.values ?? null));
}
function diffTools(base, head) {
    const added = [];
    const removed = [];
    const changed = [];
    head.toolsByName.forEach((_, name) => {
        if (!base.tool(name))
            added.push(name);
    });
    base.toolsByName.forEach((_, name) => {
        const before = base.tool(name);
        const after = head.tool(name);
        if (!after) {
            removed.push(name);
            return;
        }
        if (!before || before.def.doc === after.def.doc)
            return;
        const entry = changedEntry(name, before.effective, after.effective);
        if (entry)
            changed.push(entry);
    });
    return {
        added: added.sort(compare_byName),
        removed: removed.sort(compare_byName),
        changed: changed.sort((a, b) => compare_byName(a.name, b.name)),
    };
}
function changedEntry(name, before, after) {
    if (before === after || toolKey(before) === toolKey(after))
        return undefined;
    const fields = changedToolFields(before, after);
    const breaking = breakingChanges(before.input_schema, after.input_schema);
    return breaking.length > 0 ? { name, fields, breaking } : { name, fields };
}
function escalationsOf(before, after, entry) {
    const out = [];
    const b = before.capability;
    const a = after.capability;
    if (b.read_only && !a.read_only)
        out.push({ entry, kind: 'read_only', from: true, to: false });
    if (!b.writes && a.writes)
        out.push({ entry, kind: 'writes', from: false, to: true });
    if (!b.unsafe && a.unsafe)
        out.push({ entry, kind: 'unsafe', from: false, to: true });
    if (b.human_approval_required && !a.human_approval_required) {
        out.push({ entry, kind: 'human_approval_required', from: true, to: false });
    }
    const newEffects = a.side_effects.filter((s) => !b.side_effects.includes(s));
    if (newEffects.length > 0)
        out.push({ entry, kind: 'side_effects', from: b.side_effects, to: newEffects });
    return out;
}
function addedEscalations(tool, entry) {
    const out = [];
    if (tool.capability.writes)
        out.push({ entry, kind: 'added-writes' });
    if (tool.capability.unsafe)
        out.push({ entry, kind: 'added-unsafe' });
    if (tool.source === 'mcp' && tool.mcp_tool_name === '*')
        out.push({ entry, kind: 'added-dynamic-mcp' });
    return out;
}
function diffSkill(base, head, name, origins) {
    const beforeInfo = base.skill(name);
    const afterInfo = head.skill(name);
    const before = beforeInfo ? base.flatten(name) : undefined;
    const after = afterInfo ? head.flatten(name) : undefined;
    const status = !beforeInfo ? 'added' : !afterInfo ? 'removed' : 'changed';
    const added = [];
    const removed = [];
    const changed = [];
    const escalations = [];
    const renames = [];
    const beforeEntries = before?.entries ?? new Map();
    const afterEntries = after?.entries ?? new Map();
    // A side that cannot be flattened has no known entries: say so rather than list everything as gone.
    const comparable = status !== 'changed' || (before !== undefined && after !== undefined);
    if (after && comparable) {
        for (const entryName of afterEntries.keys())
            if (!beforeEntries.has(entryName))
                added.push(entryName);
    }
    if (before && comparable) {
        for (const entryName of beforeEntries.keys())
            if (!afterEntries.has(entryName))
                removed.push(entryName);
    }
    if (before && after) {
        for (const [entryName, entry] of afterEntries) {
            const old = beforeEntries.get(entryName);
            if (!old)
                continue;
            const c = changedEntry(entryName, old.tool, entry.tool);
            if (c) {
                changed.push(c);
                escalations.push(...escalationsOf(old.tool, entry.tool, entryName));
            }
        }
        for (const from of removed) {
            const candidates = added.filter((a) => a.endsWith(`.${from}`));
            const oldKey = toolKey(beforeEntries.get(from).tool);
            const to = candidates.find((a) => toolKey(afterEntries.get(a).tool) === oldKey) ?? candidates[0];
            if (to) {
                renames.push({ from, to });
                const old = beforeEntries.get(from);
                const now = afterEntries.get(to);
                if (old && now)
                    escalations.push(...escalationsOf(old.tool, now.tool, to));
            }
        }
        const renamedTo = new Set(renames.map((r) => r.to));
        for (const entryName of added) {
            if (renamedTo.has(entryName))
                continue;
            escalations.push(...addedEscalations(afterEntries.get(entryName).tool, entryName));
        }
    }
    const flattenedChanged = status === 'changed' && (before === undefined) !== (after === undefined);
    const tokensBefore = before?.tokens ?? null;
    const tokensAfter = after?.tokens ?? null;
    if (status === 'changed' &&
        !flattenedChanged &&
        added.length === 0 &&
        removed.length === 0 &&
        changed.length === 0) {
        return undefined;
    }
    const direct = status !== 'changed' || !sameDocument(beforeInfo?.def, afterInfo?.def);
    const graphProject = afterInfo ? head : base;
    return {
        name,
        status,
        direct,
        via: includePaths(graphProject, name, origins),
        added: added.sort(compare_byName),
        removed: removed.sort(compare_byName),
        changed: changed.sort((a, b) => compare_byName(a.name, b.name)),
        escalations: escalations.sort((a, b) => compare_byName(a.entry, b.entry) || compare_byName(a.kind, b.kind)),
        renames,
        tokens: { before: tokensBefore, after: tokensAfter },
        ...(flattenedChanged ? { flattened: { base: before !== undefined, head: after !== undefined } } : {}),
    };
}
const MAX_PATHS = 5;
/** Shortest include paths from a skill down to each origin of a change below it. */
function includePaths(project, from, origins) {
    const previous = new Map([[from, null]]);
    const queue = [from];
    const found = [];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        if (node !== from && origins.has(node))
            found.push(node);
        const children = (project.skill(node)?.includes ?? [])
            .flatMap((e) => (e.ref.kind === 'local' ? [e.ref.name] : []))
            .sort(compare_byName);
        for (const child of children) {
            if (previous.has(child))
                continue;
            previous.set(child, node);
            queue.push(child);
        }
    }
    return found.slice(0, MAX_PATHS).map((target) => {
        const path = [];
        for (let n = target; n != null; n = previous.get(n))
            path.push(n);
        return path.reverse();
    });
}
const FIELD_OF = {
    read_only: 'read_only',
    writes: 'writes',
    unsafe: 'unsafe',
    human_approval_required: 'human_approval_required',
    side_effects: 'side_effects',
};
/**
 * Finds, for every escalation, the head-side place that caused it: down the include path while
 * the included skill shows the same escalation, then the override, the tool's capability key, or
 * the tools / includes entry that brought the entry in. Escalations with one cause are grouped.
 */
function locateEscalations(head, skills, perSkill) {
    const groups = new Map();
    for (const skill of skills) {
        for (const e of skill.escalations) {
            const origin = trace(head, perSkill, skill.name, e.entry, e.kind);
            const key = `${origin.site.def.file.path}\u0000${origin.site.pointer}\u0000${origin.entry}\u0000${e.kind}`;
            const existing = groups.get(key);
            if (existing) {
                existing.skills.push(skill.name);
                continue;
            }
            groups.set(key, {
                ...e,
                entry: origin.entry,
                skill: origin.skill,
                skills: [skill.name],
                site: origin.site,
                path: origin.path,
            });
        }
    }
    const out = [...groups.values()];
    for (const g of out)
        g.skills.sort(compare_byName);
    return out;
}
function trace(head, perSkill, skillName, entryName, kind) {
    const path = [skillName];
    let current = skillName;
    let entry = entryName;
    for (let guard = 0; guard < 10_000; guard++) {
        const info = head.skill(current);
        const flat = head.flatten(current);
        const found = flat?.entries.get(entry);
        if (!info || !found)
            break;
        const own = found.sites.find((s) => s.via === undefined);
        const viaSite = found.sites.find((s) => s.via !== undefined);
        if (own || !viaSite) {
            const site = own ?? found.sites[0];
            if (!site)
                break;
            return { skill: current, entry, site: ownOrigin(head, info, site.site, entry, kind), path };
        }
        const child = viaSite.via;
        const childFlat = head.flatten(child);
        const childEntry = childFlat?.entries.has(entry)
            ? entry
            : entry.startsWith(`${child}.`)
                ? entry.slice(child.length + 1)
                : entry;
        if (perSkill.get(child)?.has(`${childEntry}\u0000${kind}`)) {
            current = child;
            entry = childEntry;
            path.push(child);
            continue;
        }
        // The included skill did not change this way: the include itself or its override did.
        const include = info.includes.find((i) => i.site.pointer === viaSite.site.pointer);
        const override = include?.overrides.find((o) => o.key === childEntry);
        const field = FIELD_OF[kind];
        if (override && field && overrideSetsField(override.value, field)) {
            return {
                skill: current,
                entry,
                site: { def: override.site.def, pointer: `${override.site.pointer}/capability/${field}` },
                path,
            };
        }
        return { skill: current, entry, site: viaSite.site, path };
    }
    const info = head.skill(skillName);
    return { skill: skillName, entry: entryName, site: { def: info.def, pointer: '/name' }, path: [skillName] };
}
function overrideSetsField(override, field) {
    const capability = own(override, 'capability');
    return own(capability, field) !== undefined;
}
function ownOrigin(head, info, site, entry, kind) {
    const field = FIELD_OF[kind];
    if (!field)
        return site;
    const ref = info.tools.find((t) => t.site.pointer === site.pointer);
    if (ref?.override && overrideSetsField(ref.override.value, field)) {
        return { def: ref.override.site.def, pointer: `${ref.override.site.pointer}/capability/${field}` };
    }
    if (ref && ref.ref.kind === 'local') {
        const tool = head.tool(ref.ref.name);
        if (tool)
            return { def: tool.def, pointer: `/capability${toPointer([field])}` };
    }
    const anon = info.anonymousTools.find((a) => a.site.pointer === site.pointer && a.name === entry);
    if (anon)
        return { def: anon.site.def, pointer: `${anon.site.pointer}/capability/${field}` };
    return site;
}
function actorSet(project, skills) {
    const entries = new Map();
    for (const s of skills) {
        const flat = project.flatten(s);
        for (const [name, e] of flat?.entries ?? [])
            entries.set(name, e.tool);
    }
    return entries;
}
/** Deep equality of effective tools; most compared pairs are one shared object. */
function sameTool(a, b) {
    return a === b || (a !== undefined && b !== undefined && toolKey(a) === toolKey(b));
}
function diffActors(base, head, changedSkills) {
    const out = [];
    const names = [...new Set([...base.actorsByName.keys(), ...head.actorsByName.keys()])].sort(compare_byName);
    for (const name of names) {
        const before = base.actorsByName.get(name)?.[0];
        const after = head.actorsByName.get(name)?.[0];
        const refs = (a) => (a?.skills ?? []).flatMap((s) => (s.ref.kind === 'local' ? [s.ref.name] : []));
        const beforeSkills = refs(before);
        const afterSkills = refs(after);
        const docChanged = !sameDocument(before?.def, after?.def);
        const carriers = [...new Set([...beforeSkills, ...afterSkills])].filter((s) => changedSkills.has(s) || beforeSkills.includes(s) !== afterSkills.includes(s));
        if (!docChanged && carriers.length === 0)
            continue;
        const a = actorSet(base, beforeSkills);
        const b = actorSet(head, afterSkills);
        const added = [...b.keys()].filter((k) => !a.has(k)).sort(compare_byName);
        const removed = [...a.keys()].filter((k) => !b.has(k)).sort(compare_byName);
        const changed = [...b.keys()].filter((k) => a.has(k) && !sameTool(a.get(k), b.get(k))).sort(compare_byName);
        if (before && after && added.length + removed.length + changed.length === 0)
            continue;
        out.push({ name, skills: carriers.sort(compare_byName), added, removed, changed });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/core/diff/findings.js
function markNewFindings(head, base) {
    // Counts by file, rule and message in nested maps: the three strings are looked up as they
    // are, where one joined key would build and hash a new string for each of thousands of findings.
    const available = new Map();
    for (const d of base) {
        let byRule = available.get(d.file);
        if (!byRule)
            available.set(d.file, (byRule = new Map()));
        let byMessage = byRule.get(d.rule);
        if (!byMessage)
            byRule.set(d.rule, (byMessage = new Map()));
        byMessage.set(d.message, (byMessage.get(d.message) ?? 0) + 1);
    }
    return head.map((d) => {
        const byMessage = available.get(d.file)?.get(d.rule);
        const left = byMessage?.get(d.message) ?? 0;
        if (byMessage && left > 0)
            byMessage.set(d.message, left - 1);
        return marked(d, !(byMessage && left > 0));
    });
}
/**
 * A finding with `new` set, its fields in the order every finding is made with (the JSON report
 * shows them so); spelled out, as a spread of thousands of findings takes a slow path.
 */
function marked(d, isNew) {
    return {
        rule: d.rule,
        severity: d.severity,
        file: d.file,
        line: d.line,
        column: d.column,
        endLine: d.endLine,
        endColumn: d.endColumn,
        message: d.message,
        new: isNew,
    };
}

;// CONCATENATED MODULE: ./build/src/adapters/fs.js
// The filesystem side: walk the root without following links, read files without following
// them either, and answer the core's requests for Agent Skills files. Everything unreadable is
// reported, not thrown.




const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function formatSize(bytes) {
    if (bytes >= 1024 * 1024)
        return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
    if (bytes >= 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${bytes} bytes`;
}
/** Bytes to text, or why they are not text we read. */
function decodeText(bytes, maxSize) {
    if (bytes.length > maxSize) {
        return {
            unreadable: `the file is ${formatSize(bytes.length)}, over the ${formatSize(maxSize)} limit (max-file-size)`,
        };
    }
    if (bytes.includes(0))
        return { unreadable: 'the file is binary (it contains NUL bytes)' };
    try {
        return { text: decoder.decode(bytes) };
    }
    catch {
        return { unreadable: 'the file is not valid UTF-8 text' };
    }
}
/** The id git gives these bytes as a blob, so that a folder can be matched against a git tree. */
function gitBlobId(bytes) {
    return hexDigest('sha1', Buffer.concat([Buffer.from(`blob ${bytes.length}\0`, 'latin1'), bytes]));
}
// Opening with O_NOFOLLOW refuses a link at the last step atomically, so nothing can swap one in
// between a check and the read; O_NONBLOCK keeps a FIFO from blocking the open. fstat then
// decides on the file actually opened.
const OPEN_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
const LINK = 'the file is a symbolic link; links are not followed';
/**
 * One buffer for every read, grown when a file needs more: the bytes are decoded (copied into a
 * string) and hashed before the next read, and thousands of small files then allocate nothing.
 */
let scratchBuffer = Buffer.alloc(0);
function scratch(size) {
    if (scratchBuffer.length < size)
        scratchBuffer = Buffer.allocUnsafe(Math.max(size, 64 * 1024));
    return scratchBuffer.subarray(0, size);
}
/** Room left in front of the content for git's blob header, `blob <size>\0`. */
const HEADER_ROOM = 32;
/** What one read of a file the walk saw as regular asks for: most files fit. */
const FIRST_READ = 256 * 1024;
/**
 * A file the walk listed as a regular file, read with one `read`: a read of a regular file is
 * short only at its end, so a file smaller than what was asked for is whole, with no fstat for
 * its size. Anything else (a file that fills the read, or one that cannot be opened) takes the
 * path that looks first. A file swapped for another kind since the walk is still opened without
 * following links or blocking.
 */
function readListedRegularFile(absolute, maxSize, withBlobId) {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(absolute, OPEN_FLAGS);
    }
    catch {
        return readRegularFile(absolute, maxSize, withBlobId);
    }
    let length;
    const buffer = scratch(HEADER_ROOM + Math.min(maxSize + 1, FIRST_READ));
    try {
        length = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, HEADER_ROOM, buffer.length - HEADER_ROOM, null);
    }
    catch {
        length = -1;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
    if (length < 0 || length >= buffer.length - HEADER_ROOM)
        return readRegularFile(absolute, maxSize, withBlobId);
    return textRead(buffer, length, maxSize, withBlobId);
}
/**
 * The text of `length` bytes read into `buffer` at HEADER_ROOM, with git's blob id when wanted:
 * the blob header is written just in front of the content, so the id is one digest of one range.
 */
function textRead(buffer, length, maxSize, withBlobId) {
    const decoded = decodeText(buffer.subarray(HEADER_ROOM, HEADER_ROOM + length), maxSize);
    if (!withBlobId || !('text' in decoded))
        return decoded;
    const header = `blob ${length}\0`;
    buffer.write(header, HEADER_ROOM - header.length, 'latin1');
    return {
        text: decoded.text,
        blobId: digest_hexDigest('sha1', buffer.subarray(HEADER_ROOM - header.length, HEADER_ROOM + length)),
    };
}
function readRegularFile(absolute, maxSize, withBlobId = false) {
    if (external_node_fs_namespaceObject.constants.O_NOFOLLOW === undefined) {
        // No O_NOFOLLOW on this platform: fall back to looking before opening.
        try {
            if ((0,external_node_fs_namespaceObject.lstatSync)(absolute).isSymbolicLink())
                return { unreadable: LINK };
        }
        catch {
            return 'missing';
        }
    }
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(absolute, OPEN_FLAGS);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return 'missing';
        if (code === 'ELOOP' || code === 'EMLINK')
            return { unreadable: LINK };
        return { unreadable: `the file cannot be read (${code ?? 'error'})` };
    }
    try {
        const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
        if (!stat.isFile())
            return { unreadable: 'not a regular file' };
        if (stat.size > maxSize) {
            return {
                unreadable: `the file is ${formatSize(stat.size)}, over the ${formatSize(maxSize)} limit (max-file-size)`,
            };
        }
        // One byte more than the limit tells a file that grew since fstat. Having read exactly the
        // size fstat gave, the file is whole: a read of a regular file is short only at its end, so
        // asking again would be one more system call per file just to be told so.
        const buffer = scratch(HEADER_ROOM + Math.min(stat.size, maxSize) + 1);
        const room = buffer.length - HEADER_ROOM;
        let length = 0;
        for (let n = 1; n > 0 && length < room && length !== stat.size; length += n)
            n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, HEADER_ROOM + length, room - length, null);
        return textRead(buffer, length, maxSize, withBlobId);
    }
    catch (error) {
        return { unreadable: `the file cannot be read (${error.code ?? 'error'})` };
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * Paths under the root that could be definitions, POSIX and relative: every entry that is not a
 * folder (links are listed, never entered), for the classifier to match. Folders no glob can
 * reach are not read: folders whose names start with a dot when no glob names one (globs do not
 * match dot segments otherwise), and folders an ignore glob ending in `/**` covers whole —
 * node_modules and .git among them, by the ignore globs every configuration has. Iterative, so a deeply nested tree cannot exhaust the stack.
 */
function listFiles(root, classifier, 
/** Receives every folder the walk entered: folders, not links to them (links are never entered). */
entered, 
/** Receives every listed entry that was not a regular file when listed (a link, a FIFO, unknown). */
irregular) {
    const dotGlobs = classifier.patterns.some((g) => /(^|[/{,])\./.test(g));
    // `X/**` ignores everything below a folder matching X: such folders are not read.
    const prunes = classifier.ignorePatterns
        .filter((g) => g.length > 3 && g.endsWith('/**'))
        .map((g) => picomatch(g.slice(0, -3), { dot: true }));
    const out = [];
    const pending = [''];
    while (pending.length > 0) {
        const dir = pending.pop();
        let entries;
        try {
            entries = (0,external_node_fs_namespaceObject.readdirSync)(dir === '' ? root : (0,external_node_path_namespaceObject.join)(root, dir), { withFileTypes: true });
        }
        catch {
            continue; // An unreadable folder is skipped, as a glob walk would.
        }
        for (const entry of entries) {
            const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
            if (!entry.isDirectory()) {
                out.push(path);
                if (!entry.isFile())
                    irregular?.(path);
                continue;
            }
            if (entry.name.startsWith('.') && !dotGlobs)
                continue;
            if (prunes.some((covers) => covers(path)))
                continue;
            entered?.(path);
            pending.push(path);
        }
    }
    return out;
}
class FolderReader {
    root;
    maxSize;
    withBlobIds;
    safeDirs = new Map();
    /** Folders the walk entered ('' the root): their every entry was listed. */
    walked = new Set();
    /** Entries of the walked folders that were not regular files (the others were). */
    irregular = new Set();
    constructor(root, maxSize, 
    /** Compute git blob ids, for a comparison with a git base. */
    withBlobIds = false) {
        this.root = root;
        this.maxSize = maxSize;
        this.withBlobIds = withBlobIds;
    }
    /** A listed path joined to the root: listed paths are already clean, so no path.join to normalise them. */
    absolute(relative) {
        return `${this.root}/${relative}`;
    }
    /** Folders the walk found to be folders: no lstat needed to know they are not links. */
    trustFolder(dir) {
        this.safeDirs.set(dir, true);
        this.walked.add(dir);
    }
    /**
     * Reads a file: with one read when the walk listed its folder and did not see something other
     * than a regular file there (the file may also have been missing then; the open says so).
     */
    readFile(relative) {
        const slash = relative.lastIndexOf('/');
        const listed = this.walked.has(slash === -1 ? '' : relative.slice(0, slash));
        return listed && !this.irregular.has(relative) && external_node_fs_namespaceObject.constants.O_NOFOLLOW !== undefined
            ? readListedRegularFile(this.absolute(relative), this.maxSize, this.withBlobIds)
            : readRegularFile(this.absolute(relative), this.maxSize, this.withBlobIds);
    }
    /** An entry the walk listed that was not a regular file: read it the way that looks first. */
    markIrregular(path) {
        this.irregular.add(path);
    }
    /** True when no folder between the root and this relative path is a symbolic link. */
    insideRoot(relative) {
        const parts = relative.split('/');
        let dir = '';
        for (const part of parts.slice(0, -1)) {
            dir = dir === '' ? part : `${dir}/${part}`;
            let safe = this.safeDirs.get(dir);
            if (safe === undefined) {
                try {
                    const stat = (0,external_node_fs_namespaceObject.lstatSync)(this.absolute(dir));
                    safe = stat.isDirectory() && !stat.isSymbolicLink();
                }
                catch {
                    safe = false;
                }
                this.safeDirs.set(dir, safe);
            }
            if (!safe)
                return false;
        }
        return true;
    }
    /** Reads by path, kept when blob ids are wanted: the base asks for ids the head reads anyway. */
    auxReads = new Map();
    auxRead(path) {
        const kept = this.auxReads.get(path);
        if (kept)
            return kept;
        let entry;
        const result = this.insideRoot(path) ? this.readFile(path) : 'missing';
        if (result === 'missing')
            entry = { read: { kind: 'missing' }, blobId: undefined };
        else if ('text' in result)
            entry = { read: { kind: 'text', text: result.text }, blobId: result.blobId };
        else
            entry = { read: { kind: 'unreadable', reason: result.unreadable }, blobId: undefined };
        if (this.withBlobIds)
            this.auxReads.set(path, entry);
        return entry;
    }
    read(path) {
        return this.auxRead(path).read;
    }
    blobId(path) {
        return this.withBlobIds ? this.auxRead(path).blobId : undefined;
    }
    /**
     * A file the walk listed. Its folders are the ones the walk entered, never links, so unlike
     * `read` it needs no check of the folders above it; the open itself refuses a link.
     */
    listedFile(path, kind) {
        const result = this.readFile(path);
        if (result === 'missing')
            return { path, kind, unreadable: 'the file disappeared while it was being read' };
        if (!('text' in result))
            return { path, kind, unreadable: result.unreadable };
        return result.blobId
            ? { path, kind, text: result.text, blobId: result.blobId }
            : { path, kind, text: result.text };
    }
}
function readFolder(root, classifier, maxSize, withBlobIds = false) {
    const reader = new FolderReader(root, maxSize, withBlobIds);
    reader.trustFolder('');
    // The Agent Skills files read later lie in folders the walk has seen: no lstat for each again.
    const { files, discovery } = classifier.classify(listFiles(root, classifier, (dir) => reader.trustFolder(dir), (path) => reader.markIrregular(path)));
    return { files: files.map((f) => reader.listedFile(f.path, f.kind)), aux: reader, discovery };
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./build/src/adapters/git.js
// Reads a base tree from git: one `git ls-tree`, then the sizes of the blobs it needs through one
// `git cat-file --batch-check` and the blobs within the size limit through one `--batch`. Git runs with an argument array (no shell), refs are checked before use.



const MAX_BUFFER = 1024 * 1024 * 1024;
function git(cwd, args, input) {
    return (0,external_node_child_process_namespaceObject.execFileSync)('git', args, {
        cwd,
        input,
        maxBuffer: MAX_BUFFER,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
    });
}
/** The commit a ref names, or a ConfigError that says how to get it. */
function resolveCommit(cwd, ref) {
    if (ref === '' || ref.startsWith('-') || /[\0\n\r]/.test(ref))
        throw new ConfigError(`invalid base ref '${ref}'`);
    try {
        return git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
            .toString('utf8')
            .trim();
    }
    catch {
        throw new ConfigError(`base '${ref}' is not a commit in this clone; fetch it first (git fetch --no-tags --depth=1 origin ${ref}) or use --base-dir`);
    }
}
/**
 * The blobs and links of the commit below the working folder, by paths relative to it: without
 * --full-tree, ls-tree lists just the current folder's part of the tree, the way the walk of the
 * head sees it.
 */
function listTree(cwd, commit) {
    // Without -l: sizes would make git look up every blob in the tree, and only the few blobs the
    // head does not have are read from git at all (their sizes are asked for then).
    const out = git(cwd, ['ls-tree', '-r', '-z', '--end-of-options', commit]).toString('utf8');
    const entries = [];
    const records = out.split('\0');
    // Indexed: one pass over every entry of the tree, run once (see core/rule.ts).
    for (let i = 0; i < records.length; i++) {
        const record = records[i];
        if (record === '')
            continue;
        // "<mode> SP <type> SP <object> TAB <path>"
        const tab = record.indexOf('\t');
        const afterMode = record.indexOf(' ');
        const afterType = record.indexOf(' ', afterMode + 1);
        entries.push({
            mode: record.slice(0, afterMode),
            type: record.slice(afterMode + 1, afterType),
            sha: record.slice(afterType + 1, tab),
            path: record.slice(tab + 1),
        });
    }
    return entries;
}
/**
 * Reads blobs: their content by object id, or their size when it is over `maxSize` (such a blob
 * is never read). Blobs missing from the clone are left out.
 */
function readBlobs(cwd, shas, maxSize) {
    const blobs = new Map();
    const unique = [...new Set(shas)];
    if (unique.length === 0)
        return blobs;
    const wanted = [];
    // "<object> SP <type> SP <size>" a line, or "<object> SP missing".
    for (const line of git(cwd, ['cat-file', '--batch-check'], `${unique.join('\n')}\n`)
        .toString('utf8')
        .split('\n')) {
        const [sha, type, size] = line.split(' ');
        if (sha === undefined || size === undefined || type === 'missing')
            continue;
        if (Number(size) > maxSize)
            blobs.set(sha, Number(size));
        else
            wanted.push(sha);
    }
    if (wanted.length === 0)
        return blobs;
    const out = git(cwd, ['cat-file', '--batch'], `${wanted.join('\n')}\n`);
    let offset = 0;
    while (offset < out.length) {
        const newline = out.indexOf(0x0a, offset);
        if (newline < 0)
            break;
        const header = out.subarray(offset, newline).toString('utf8');
        const [sha, type, size] = header.split(' ');
        offset = newline + 1;
        if (type === 'missing' || size === undefined || sha === undefined)
            continue;
        const length = Number(size);
        blobs.set(sha, out.subarray(offset, offset + length));
        offset += length + 1;
    }
    return blobs;
}
function readGitTree(cwd, ref, classifier, maxFileSize, 
/** Files already read (the head): a base file with the same blob id reuses their text. */
known = [], 
/** The head's reader of other files: a SKILL.md with the same blob id is read there, not here. */
knownAux) {
    const commit = resolveCommit(cwd, ref);
    const entries = listTree(cwd, commit);
    const byPath = new Map();
    for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        byPath.set(entry.path, entry);
    }
    const { files: classified, discovery } = classifier.classify(entries.filter((e) => e.type === 'blob').map((e) => e.path));
    const knownById = new Map();
    for (let i = 0; i < known.length; i++) {
        const f = known[i];
        if (f.blobId && f.text !== undefined)
            knownById.set(f.blobId, f.text);
    }
    // Links are never read; a blob's size is only known once it is asked for.
    const readable = (e) => e.mode !== '120000';
    const blobs = readBlobs(cwd, classified
        .map((f) => byPath.get(f.path))
        .filter((e) => !knownById.has(e.sha) && readable(e))
        .map((e) => e.sha), maxFileSize);
    const sameAsKnown = (entry) => knownAux?.blobId?.(entry.path) === entry.sha;
    // SKILL.md files are read on the first request, all that differ from the head's in one batch.
    let skillFilesRead = false;
    const readSkillFiles = () => {
        skillFilesRead = true;
        const differing = entries.filter((e) => (e.path === 'SKILL.md' || e.path.endsWith('/SKILL.md')) && readable(e) && !sameAsKnown(e));
        for (const [sha, bytes] of readBlobs(cwd, differing.map((e) => e.sha), maxFileSize))
            blobs.set(sha, bytes);
    };
    const decode = (entry) => {
        if (entry.mode === '120000')
            return { unreadable: 'the file is a symbolic link; links are not followed' };
        const bytes = blobs.get(entry.sha);
        if (typeof bytes === 'number') {
            return {
                unreadable: `the file is ${formatSize(bytes)}, over the ${formatSize(maxFileSize)} limit (max-file-size)`,
            };
        }
        return bytes ? decodeText(bytes, maxFileSize) : { unreadable: 'the blob is missing from the clone' };
    };
    const files = classified.map((f) => {
        const entry = byPath.get(f.path);
        const same = knownById.get(entry.sha);
        // Spelled out rather than spread: thousands of these, and a spread copies through a slow path.
        if (same !== undefined && entry.mode !== '120000')
            return { path: f.path, kind: f.kind, text: same, blobId: entry.sha };
        const result = decode(entry);
        return 'text' in result
            ? { path: f.path, kind: f.kind, text: result.text, blobId: entry.sha }
            : { path: f.path, kind: f.kind, unreadable: result.unreadable };
    });
    const aux = {
        read(path) {
            const entry = byPath.get(path);
            if (!entry || entry.type !== 'blob')
                return { kind: 'missing' };
            if (knownAux && readable(entry) && sameAsKnown(entry))
                return knownAux.read(path);
            if (!skillFilesRead)
                readSkillFiles();
            if (readable(entry) && !blobs.has(entry.sha)) {
                // Not a SKILL.md (or not fetched above): read it alone.
                for (const [sha, bytes] of readBlobs(cwd, [entry.sha], maxFileSize))
                    blobs.set(sha, bytes);
            }
            const result = decode(entry);
            return 'text' in result
                ? { kind: 'text', text: result.text }
                : { kind: 'unreadable', reason: result.unreadable };
        },
        blobId(path) {
            const entry = byPath.get(path);
            return entry?.type === 'blob' && entry.mode !== '120000' ? entry.sha : undefined;
        },
    };
    return { input: { files, aux, discovery }, label: commit };
}
/** True when the commit is in the local object store. */
function hasCommit(cwd, sha) {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
        return false;
    try {
        git(cwd, ['cat-file', '-e', `${sha}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/** Fetches one commit from origin without tags or history (a shallow clone lacks the PR's base). */
function fetchCommit(cwd, sha) {
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
        return false;
    try {
        git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha]);
        return hasCommit(cwd, sha);
    }
    catch {
        return false;
    }
}
/** The parents a commit object names (a shallow clone's HEAD still lists them). */
function commitParents(cwd, ref) {
    try {
        const text = git(cwd, ['cat-file', 'commit', resolveCommit(cwd, ref)]).toString('utf8');
        const header = text.split('\n\n')[0] ?? '';
        return header
            .split('\n')
            .filter((line) => line.startsWith('parent '))
            .map((line) => line.slice('parent '.length).trim());
    }
    catch {
        return [];
    }
}

;// CONCATENATED MODULE: ./build/src/report/report.js
// The JSON report (shared/report.schema.json, version 1): the one data structure every output is
// rendered from, so that a report file can be posted later exactly as the run saw it.

function buildReport(args) {
    const { project } = args;
    const skills = [];
    // forEach: one pass over every skill, run once (see core/rule.ts on loops).
    project.skillsByName.forEach((infos, name) => {
        const info = infos[0];
        if (!info)
            return;
        const flat = project.flatten(name);
        skills.push({
            name,
            file: info.def.file.path,
            flattened: flat !== undefined,
            tools: flat ? Array.from(flat.entries.keys()).sort() : [],
            tokens: flat?.tokens ?? 0,
        });
    });
    skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const counts = countBySeverity(args.diagnostics);
    return {
        version: 1,
        root: args.root,
        base: args.base,
        summary: {
            files: project.files.length,
            tools: project.toolsByName.size,
            skills: project.skillsByName.size,
            actors: project.actorsByName.size,
            ...counts,
        },
        diagnostics: args.diagnostics,
        skills,
        diff: args.diff,
        approval: args.approval ?? { label: 'allow-escalation', approved: false },
        graph: args.graph ?? null,
    };
}

;// CONCATENATED MODULE: ./build/src/run.js
// The one place where adapters meet the core: read the configuration and the trees, check them,
// diff against a base when there is one, and build the report every output is rendered from.
















const CONFIG_NAMES = ['.agents-config-check.yml', '.agents-config-check.yaml'];
function loadConfig(root, configPath, overrides = {}) {
    let fileLayer = {};
    const path = configPath
        ? (0,external_node_path_namespaceObject.resolve)(configPath)
        : CONFIG_NAMES.map((n) => (0,external_node_path_namespaceObject.join)(root, n)).find((p) => (0,external_node_fs_namespaceObject.existsSync)(p));
    if (path) {
        let text;
        try {
            text = (0,external_node_fs_namespaceObject.readFileSync)(path, 'utf8');
        }
        catch (error) {
            throw new ConfigError(`cannot read configuration ${path}: ${error.code ?? String(error)}`);
        }
        fileLayer = parseConfigText(text, configPath ?? path.slice(root.length + 1));
    }
    validateRawConfig(overrides, 'options');
    return resolveConfig(fileLayer, overrides);
}
function loadSchemas(root, config, cache) {
    const set = { ...SHIPPED_SCHEMAS };
    if (config.schemas) {
        const folder = (0,external_node_path_namespaceObject.resolve)(root, config.schemas);
        for (const kind of ['tool', 'skill', 'actor']) {
            const file = (0,external_node_path_namespaceObject.join)(folder, `${kind}.schema.json`);
            if (!(0,external_node_fs_namespaceObject.existsSync)(file))
                continue;
            try {
                set[kind] = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8'));
            }
            catch (error) {
                throw new ConfigError(`schemas: cannot read ${file}: ${error.message}`);
            }
        }
    }
    try {
        return new SchemaValidator(set, { cache, shortcut: cache });
    }
    catch (error) {
        if (error instanceof SchemaError)
            throw new ConfigError(error.message);
        throw error;
    }
}
/**
 * Parses each distinct file content once, however many trees hold it (keyed by blob id when known).
 * With one tree there is nothing to share: keying thousands of texts by their content would only
 * hash every byte of them.
 */
function sharedLoader(options, share) {
    const cache = new Map();
    if (options.plain || !share)
        return (text) => loadYaml(text, options);
    return (text, blobId) => {
        const key = blobId ?? text;
        let loaded = cache.get(key);
        if (!loaded) {
            loaded = loadYaml(text, options);
            cache.set(key, loaded);
        }
        return loaded;
    };
}
function runCheck(request) {
    const root = (0,external_node_path_namespaceObject.resolve)(request.root);
    const config = loadConfig(root, request.configPath, request.overrides);
    const validator = loadSchemas(root, config, !request.plain);
    const classifier = new PathClassifier(config);
    const settings = {
        rules: config.rules,
        maxTools: config.maxTools,
        maxTokens: config.maxTokens,
        builtinGroups: config.builtinGroups,
        escalationsApproved: request.allowEscalations === true,
        escalationLabel: request.escalationLabel ?? 'allow-escalation',
    };
    const loadText = sharedLoader({ plain: request.plain === true }, request.base !== undefined);
    const headInput = readFolder(root, classifier, config.maxFileSize, request.base?.kind === 'git' && !request.plain);
    let diagnostics;
    let project;
    let diff = null;
    let graph = null;
    let baseLabel = null;
    if (request.base) {
        const { input: baseInput, label } = readBase(root, request.base, classifier, config.maxFileSize, headInput);
        baseLabel = label;
        const baseProject = new Project(baseInput, loadText);
        project = new Project(headInput, loadText, request.plain ? undefined : baseProject);
        const comparison = compareTrees(baseProject, project, label, { borrow: !request.plain });
        diff = comparison.diff;
        graph = comparison.graph;
        diagnostics = runRules(project, { ...settings, base: comparison }, validator);
        // The base's findings only tell which of the head's are new, matched by rule: the rules with no
        // finding on the head need not run. Unless the head has a config finding (it may be an unused
        // suppression, and whether the base's is unused depends on every rule), then all of them run.
        const headRules = new Set(diagnostics.map((d) => d.rule));
        const baseRules = request.plain || headRules.has('config') ? undefined : headRules;
        const baseDiagnostics = runRules(baseProject, settings, validator, baseRules);
        diagnostics = markNewFindings(diagnostics, baseDiagnostics);
        if (request.onlyNew)
            diagnostics = diagnostics.filter((d) => d.new !== false);
    }
    else {
        ({ project, diagnostics } = check_check(headInput, settings, validator, loadText));
    }
    const report = buildReport({
        project,
        diagnostics,
        root: request.root,
        base: baseLabel,
        diff,
        graph,
        approval: {
            label: settings.escalationLabel ?? 'allow-escalation',
            approved: settings.escalationsApproved === true,
        },
    });
    request.onValidator?.(validator);
    const failed = diagnostics.some((d) => reaches(d.severity, config.failOn));
    return { report, config, failed };
}
function readBase(root, base, classifier, maxFileSize, head) {
    if (base.kind === 'dir') {
        const dir = (0,external_node_path_namespaceObject.resolve)(base.path);
        if (!(0,external_node_fs_namespaceObject.existsSync)(dir))
            throw new ConfigError(`--base-dir ${base.path} does not exist`);
        return { input: readFolder(dir, classifier, maxFileSize), label: base.path };
    }
    return readGitTree(root, base.ref, classifier, maxFileSize, head.files, head.aux);
}

;// CONCATENATED MODULE: ./build/src/report/json.js
function formatJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./build/src/report/escape.js
// Every user-supplied string that goes into Markdown passes through here: it cannot break a
// table, start a link, ping a person, reference an issue, inject HTML or forge our marker.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const WORD_JOINER = '\u2060';
/** Escapes text for any inline Markdown context, table cells included. */
function escapeMarkdown(text) {
    let out = '';
    for (const ch of text) {
        if (ch === '\n' || ch === '\r' || ch === '\t')
            out += ' ';
        else if (ENTITIES[ch])
            out += ENTITIES[ch];
        else if (ch === '@' || ch === '#')
            out += ch + WORD_JOINER;
        // Punctuation that can start emphasis, code, a link, an autolink (`http:`, `www.`) or a table cell.
        else if ('\\`*_{}[]()!|~:.'.includes(ch))
            out += `\\${ch}`;
        // eslint-disable-next-line no-control-regex
        else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(ch))
            out += ' ';
        else
            out += ch;
    }
    return out;
}
/** A name shown as code: <code> keeps it monospace while its content stays escaped text. */
function code(text) {
    return `<code>${escapeMarkdown(text)}</code>`;
}
/** Text for a Mermaid node label inside double quotes. */
function escapeMermaid(text) {
    return text.replace(/[^A-Za-z0-9 ._/:+-]/g, (c) => `#${c.codePointAt(0)};`);
}

;// CONCATENATED MODULE: ./build/src/report/markdown.js
// --format markdown: the pull-request comment and job summary. A verdict first, then escalations,
// findings, one collapsible section per changed skill, affected actors and an include graph.
// Sections are dropped whole from the end to stay within the size limit, never cut inside.


const COMMENT_MARKER = '<!-- agents-config-check -->';
const COMMENT_LIMIT = 65_536;
const ICON = { error: '❌', warning: '⚠️', note: 'ℹ️' };
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function markdown_location(d, linkBase) {
    const text = code(`${d.file}:${d.line}:${d.column}`);
    if (!linkBase)
        return text;
    const path = d.file.split('/').map(encodeURIComponent).join('/');
    return `[${text}](${linkBase}/${path}#L${d.line})`;
}
/** Rows a table shows before the rest are only counted: one huge table must not crowd out the others. */
const MAX_ROWS = 100;
function capRows(rows, max, what) {
    if (rows.length <= max)
        return rows;
    const columns = rows[0]?.split(' | ').length ?? 1;
    const filler = ' |'.repeat(Math.max(0, columns - 1));
    return [...rows.slice(0, max), `| …and ${rows.length - max} more ${what} in the full report |${filler}`];
}
function verdict(report) {
    const { errors, warnings, notes } = report.summary;
    const escalations = report.diff ? report.diff.skills.reduce((n, s) => n + s.escalations.length, 0) : 0;
    const parts = [];
    if (errors + warnings + notes === 0)
        parts.push('no findings');
    else
        parts.push([plural(errors, 'error'), plural(warnings, 'warning'), plural(notes, 'note')].join(', '));
    if (report.diff) {
        parts.push(`${plural(report.diff.skills.length, 'skill')} changed`);
        if (escalations > 0)
            parts.push(`${plural(escalations, 'escalation')}${report.approval.approved ? ' (approved)' : ''}`);
    }
    const icon = errors > 0 ? '❌' : warnings > 0 ? '⚠️' : '✅';
    return `### ${icon} agents-config-check: ${parts.join(' · ')}`;
}
function escalationSection(report) {
    const rows = [];
    for (const skill of report.diff?.skills ?? []) {
        for (const e of skill.escalations) {
            const change = e.kind === 'side_effects'
                ? `side_effects + ${escapeMarkdown(JSON.stringify(e.to))}`
                : e.kind.startsWith('added-')
                    ? `added, ${e.kind === 'added-dynamic-mcp' ? 'dynamic MCP server (every tool)' : e.kind.slice(6)}`
                    : `${e.kind}: ${escapeMarkdown(String(e.from))} → ${escapeMarkdown(String(e.to))}`;
            const path = skill.via[0] ? skill.via[0].map(code).join(' → ') : skill.direct ? 'own change' : '';
            rows.push(`| ${code(skill.name)} | ${code(e.entry)} | ${change} | ${path} |`);
        }
    }
    if (rows.length === 0)
        return undefined;
    const how = report.approval.approved
        ? `Approved by the ${code(report.approval.label)} label.`
        : `These fail the check until the pull request carries the ${code(report.approval.label)} label.`;
    return [
        '#### Escalations',
        '',
        how,
        '',
        '| Skill | Entry | Change | Include path |',
        '| --- | --- | --- | --- |',
        ...capRows(rows, MAX_ROWS, 'escalations'),
    ].join('\n');
}
function findingsSection(report, options) {
    if (report.diagnostics.length === 0)
        return undefined;
    const max = options.maxFindings ?? 50;
    const sorted = [...report.diagnostics].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
    const rows = sorted.slice(0, max).map((d) => {
        const isNew = d.new === false ? ' (on base)' : '';
        return `| ${ICON[d.severity]} | ${markdown_location(d, options.linkBase)} | ${escapeMarkdown(d.message)}${isNew} | ${code(d.rule)} |`;
    });
    const more = sorted.length > max ? `\n\n…and ${sorted.length - max} more in the full report.` : '';
    return (['#### Findings', '', '| | Location | Message | Rule |', '| --- | --- | --- | --- |', ...rows].join('\n') + more);
}
function skillSection(skill) {
    const counts = `+${skill.added.length} −${skill.removed.length} ~${skill.changed.length}`;
    const kind = skill.status === 'changed' ? (skill.direct ? 'changed' : 'cascaded') : skill.status;
    const tokens = skill.tokens.before !== skill.tokens.after
        ? ` · tokens ${skill.tokens.before ?? '–'} → ${skill.tokens.after ?? '–'}`
        : '';
    const lines = [`<details><summary>${code(skill.name)} — ${kind}: ${counts}${tokens}</summary>`, ''];
    for (const path of skill.via)
        lines.push(`Via ${path.map(code).join(' → ')}  `);
    if (skill.changedTools?.length)
        lines.push(`Changed tools it lists: ${skill.changedTools.map(code).join(', ')}  `);
    if (skill.via.length > 0 || skill.changedTools?.length)
        lines.push('');
    if (skill.flattened && !skill.flattened.head) {
        lines.push('Cannot be flattened on the head (an include cycle or an unknown include).', '');
    }
    else if (skill.flattened && !skill.flattened.base) {
        lines.push('Could not be flattened on the base; every entry is listed as it is now.', '');
    }
    const rows = [];
    for (const r of skill.renames)
        rows.push(`| renamed | ${code(r.from)} → ${code(r.to)} | prompts using the old name break |`);
    const renamed = new Set(skill.renames.flatMap((r) => [r.from, r.to]));
    for (const a of skill.added)
        if (!renamed.has(a))
            rows.push(`| added | ${code(a)} | |`);
    for (const r of skill.removed)
        if (!renamed.has(r))
            rows.push(`| removed | ${code(r)} | |`);
    for (const c of skill.changed) {
        const breaking = c.breaking?.length
            ? ` — **breaking**: ${c.breaking.map(escapeMarkdown).join('; ')}`
            : '';
        rows.push(`| changed | ${code(c.name)} | ${c.fields.map(code).join(', ')}${breaking} |`);
    }
    if (rows.length > 0)
        lines.push('| | Entry | Detail |', '| --- | --- | --- |', ...capRows(rows, MAX_ROWS, 'entries'), '');
    lines.push('</details>');
    return lines.join('\n');
}
function actorsSection(report) {
    const actors = report.diff?.actors ?? [];
    if (actors.length === 0)
        return undefined;
    const rows = actors.map((a) => `| ${code(a.name)} | ${a.skills.map(code).join(', ')} | ${a.added.length} | ${a.removed.length} | ${a.changed.length} |`);
    return [
        '#### Affected actors',
        '',
        '| Actor | Through | Added | Removed | Changed |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}
function graphSection(report) {
    const graph = report.graph;
    const skills = report.diff?.skills ?? [];
    if (!graph || skills.length === 0)
        return undefined;
    const ids = new Map();
    const id = (name) => {
        let v = ids.get(name);
        if (!v)
            ids.set(name, (v = `s${ids.size}`));
        return v;
    };
    const lines = ['#### Include graph of the change', '', '```mermaid', 'graph TD'];
    for (const s of skills)
        lines.push(`  ${id(s.name)}["${escapeMermaid(s.name)}"]`);
    for (const [from, to] of graph.edges)
        lines.push(`  ${id(from)} --> ${id(to)}`);
    const changed = graph.changed.filter((n) => ids.has(n));
    if (changed.length > 0) {
        lines.push('  classDef changed fill:#fde2e1,stroke:#d1242f');
        lines.push(`  class ${changed.map(id).join(',')} changed`);
    }
    lines.push('```', '', 'Red: skills whose own document changed; the others changed through their includes.');
    return lines.join('\n');
}
function formatMarkdown(report, options = {}) {
    const limit = options.maxLength ?? COMMENT_LIMIT;
    const head = `${COMMENT_MARKER}\n${verdict(report)}`;
    const sections = [];
    const push = (name, text) => {
        if (text)
            sections.push({ name, text });
    };
    push('escalations', escalationSection(report));
    push('findings', findingsSection(report, options));
    const skills = report.diff?.skills ?? [];
    if (skills.length > 0)
        sections.push({ name: 'skill changes', text: '#### Skill changes' });
    for (const s of skills)
        push(`skill ${s.name}`, skillSection(s));
    push('actors', actorsSection(report));
    push('graph', graphSection(report));
    if (!report.base && report.diff === null) {
        sections.push({ name: 'base', text: '_No base to compare against: the head was checked on its own._' });
    }
    // GitHub limits a comment in characters and a job summary in bytes; measure what applies.
    const encoder = new TextEncoder();
    const size = options.unit === 'utf8-bytes'
        ? (t) => encoder.encode(t).length
        : (t) => t.length;
    const unit = options.unit === 'utf8-bytes' ? 'bytes' : 'characters';
    const out = [head];
    let length = size(head);
    // Room for the note that names what was left out (at most this many names, then a count).
    const reserve = 1200;
    const dropped = [];
    for (const section of sections) {
        const cost = size(section.text) + 2;
        if (dropped.length === 0 && length + cost + reserve <= limit) {
            out.push(section.text);
            length += cost;
        }
        else
            dropped.push(section.name);
    }
    if (dropped.length > 0) {
        const where = options.fullReport ? ` See ${escapeMarkdown(options.fullReport)}.` : '';
        const named = dropped
            .slice(0, 12)
            .map((n) => escapeMarkdown(n))
            .join(', ');
        const more = dropped.length > 12 ? ` and ${dropped.length - 12} more` : '';
        out.push(`> [!NOTE]\n> Left out to stay within ${limit} ${unit}: ${named}${more}.${where}`);
    }
    return `${out.join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./build/src/report/sarif.js
// --format sarif: SARIF 2.1.0 for GitHub code scanning, one rule entry per rule id.

const LEVEL = { error: 'error', warning: 'warning', note: 'note' };
function formatSarif(report, version) {
    const index = new Map(RULES.map((r, i) => [r.id, i]));
    const sarif = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'agents-config-check',
                        version,
                        semanticVersion: version,
                        informationUri: 'https://www.npmjs.com/package/agents-config-check',
                        rules: RULES.map((r) => ({
                            id: r.id,
                            // SARIF wants a name that differs from the id: one-word ids go without.
                            ...(r.id.includes('-')
                                ? { name: r.id.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase()) }
                                : {}),
                            shortDescription: { text: r.description },
                            defaultConfiguration: { level: LEVEL[r.defaultSeverity] },
                        })),
                    },
                },
                originalUriBaseIds: { SRCROOT: { description: { text: 'The checked repository root.' } } },
                results: report.diagnostics.map((d) => ({
                    ruleId: d.rule,
                    ...(index.has(d.rule) ? { ruleIndex: index.get(d.rule) } : {}),
                    level: LEVEL[d.severity],
                    message: { text: d.message },
                    locations: [
                        {
                            physicalLocation: {
                                artifactLocation: {
                                    uri: encodeURI(d.file).replace(/[?#]/g, encodeURIComponent),
                                    uriBaseId: 'SRCROOT',
                                },
                                region: {
                                    startLine: d.line,
                                    startColumn: d.column,
                                    ...(d.endLine !== undefined ? { endLine: d.endLine } : {}),
                                    ...(d.endColumn !== undefined
                                        ? { endColumn: Math.max(d.endColumn, d.endLine === d.line ? d.column : 1) }
                                        : {}),
                                },
                            },
                        },
                    ],
                })),
                columnKind: 'unicodeCodePoints',
            },
        ],
    };
    return `${JSON.stringify(sarif, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./build/src/report/text.js
const COLORS = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    note: '\u001b[36m',
    dim: '\u001b[2m',
    reset: '\u001b[0m',
};
function text_plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** Control characters in user text would move the cursor or forge lines; show them escaped. */
function printable(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\u0000-\u001f\u007f\u009b]/g, (c) => c === '\n' ? '\\n' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
function formatText(report, options = {}) {
    const color = options.color === true;
    const paint = (code, text) => (color ? `${code}${text}${COLORS.reset}` : text);
    const lines = report.diagnostics.map((d) => {
        const where = `${printable(d.file)}:${d.line}:${d.column}`;
        return `${where}: ${paint(COLORS[d.severity], d.severity)}: ${printable(d.message)} ${paint(COLORS.dim, `[${d.rule}]`)}`;
    });
    const { summary } = report;
    const scope = `${text_plural(summary.files, 'file')} (${text_plural(summary.tools, 'tool')}, ${text_plural(summary.skills, 'skill')}, ${text_plural(summary.actors, 'actor')})`;
    const found = summary.errors + summary.warnings + summary.notes;
    const counts = [
        text_plural(summary.errors, 'error'),
        text_plural(summary.warnings, 'warning'),
        text_plural(summary.notes, 'note'),
    ].join(', ');
    const verdict = found === 0 ? `No problems in ${scope}.` : `${counts} in ${scope}.`;
    if (report.diff) {
        if (lines.length > 0)
            lines.push('');
        lines.push(...diffLines(report, paint));
    }
    lines.push(lines.length > 0 ? `\n${verdict}` : verdict);
    return `${lines.join('\n')}\n`;
}
function diffLines(report, paint) {
    const diff = report.diff;
    if (!diff)
        return [];
    const out = [
        `Against ${printable(report.base ?? 'the base')}: ${text_plural(diff.skills.length, 'skill')} changed, ${text_plural(diff.actors.length, 'actor')} affected.`,
    ];
    const { tools } = diff;
    if (tools.added.length + tools.removed.length + tools.changed.length > 0) {
        out.push(`  tools: ${[
            ...tools.added.map((t) => `+${printable(t)}`),
            ...tools.removed.map((t) => `-${printable(t)}`),
            ...tools.changed.map((c) => `~${printable(c.name)} (${c.fields.map(printable).join(', ')})`),
        ].join('  ')}`);
    }
    for (const skill of diff.skills) {
        const how = skill.status !== 'changed'
            ? skill.status
            : skill.direct
                ? 'own change'
                : `via ${(skill.via[0] ?? []).map(printable).join(' → ')}`;
        const entries = [
            ...skill.added.map((e) => paint(COLORS.note, `+${printable(e)}`)),
            ...skill.removed.map((e) => paint(COLORS.warning, `-${printable(e)}`)),
            ...skill.changed.map((c) => `~${printable(c.name)} (${c.fields.map(printable).join(', ')})`),
        ];
        const tokens = skill.tokens.before !== skill.tokens.after
            ? `  [tokens ${skill.tokens.before ?? '-'} → ${skill.tokens.after ?? '-'}]`
            : '';
        out.push(`  ${printable(skill.name)} (${how}): ${entries.join('  ')}${tokens}`);
    }
    for (const actor of diff.actors) {
        out.push(`  actor ${printable(actor.name)} through ${actor.skills.map(printable).join(', ')}: +${actor.added.length} -${actor.removed.length} ~${actor.changed.length}`);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/report/render.js
// One switch from a format name to its pure formatter.




function render(report, format, options) {
    switch (format) {
        case 'json':
            return formatJson(report);
        case 'sarif':
            return formatSarif(report, options.version);
        case 'markdown':
            return formatMarkdown(report);
        case 'text':
            return formatText(report, { color: options.color });
    }
}

;// CONCATENATED MODULE: ./build/src/cli.js
// The CLI entry: arguments in, the shared pipeline, one formatter out, and an exit status.





function main(argv) {
    let options;
    try {
        options = parseCli(argv);
    }
    catch (error) {
        if (error instanceof UsageError) {
            process.stderr.write(`agents-config-check: ${error.message}\n\n${HELP}\n`);
            return 2;
        }
        throw error;
    }
    if (options.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (options.version) {
        process.stdout.write(`${package_namespaceObject.rE}\n`);
        return 0;
    }
    let result;
    try {
        result = runCheck(options.request);
    }
    catch (error) {
        if (error instanceof ConfigError) {
            process.stderr.write(`agents-config-check: ${error.message}\n`);
            return 2;
        }
        throw error;
    }
    const useColor = options.color ?? (options.output === undefined && process.stdout.isTTY === true && !process.env.NO_COLOR);
    const body = render(result.report, options.format, { color: useColor, version: package_namespaceObject.rE });
    if (options.output)
        (0,external_node_fs_namespaceObject.writeFileSync)(options.output, body);
    else
        process.stdout.write(body);
    return result.failed ? 1 : 0;
}
try {
    process.exitCode = main(process.argv.slice(2));
}
catch (error) {
    process.stderr.write(`agents-config-check: internal error — this is a bug, please report it with the output below.\n${error?.stack ?? String(error)}\n`);
    process.exitCode = 3;
}


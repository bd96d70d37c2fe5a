// Built by esbuild from js/src/ (make js): edit those files, not this one.

// node_modules/@fluent/bundle/esm/types.js
var FluentType = class {
  /**
   * Create a `FluentType` instance.
   *
   * @param value The JavaScript value to wrap.
   */
  constructor(value) {
    this.value = value;
  }
  /**
   * Unwrap the raw value stored by this `FluentType`.
   */
  valueOf() {
    return this.value;
  }
};
var FluentNone = class extends FluentType {
  /**
   * Create an instance of `FluentNone` with an optional fallback value.
   * @param value The fallback value of this `FluentNone`.
   */
  constructor(value = "???") {
    super(value);
  }
  /**
   * Format this `FluentNone` to the fallback string.
   */
  toString(scope) {
    return `{${this.value}}`;
  }
};
var FluentNumber = class extends FluentType {
  /**
   * Create an instance of `FluentNumber` with options to the
   * `Intl.NumberFormat` constructor.
   *
   * @param value The number value of this `FluentNumber`.
   * @param opts Options which will be passed to `Intl.NumberFormat`.
   */
  constructor(value, opts = {}) {
    super(value);
    this.opts = opts;
  }
  /**
   * Format this `FluentNumber` to a string.
   */
  toString(scope) {
    if (scope) {
      try {
        const nf = scope.memoizeIntlObject(Intl.NumberFormat, this.opts);
        return nf.format(this.value);
      } catch (err) {
        scope.reportError(err);
      }
    }
    return this.value.toString(10);
  }
};
var FluentDateTime = class _FluentDateTime extends FluentType {
  static supportsValue(value) {
    if (typeof value === "number")
      return true;
    if (value instanceof Date)
      return true;
    if (value instanceof FluentType)
      return _FluentDateTime.supportsValue(value.valueOf());
    if ("Temporal" in globalThis) {
      const _Temporal = globalThis.Temporal;
      if (value instanceof _Temporal.Instant || value instanceof _Temporal.PlainDateTime || value instanceof _Temporal.PlainDate || value instanceof _Temporal.PlainMonthDay || value instanceof _Temporal.PlainTime || value instanceof _Temporal.PlainYearMonth) {
        return true;
      }
    }
    return false;
  }
  /**
   * Create an instance of `FluentDateTime` with options to the
   * `Intl.DateTimeFormat` constructor.
   *
   * @param value The number value of this `FluentDateTime`, in milliseconds.
   * @param opts Options which will be passed to `Intl.DateTimeFormat`.
   */
  constructor(value, opts = {}) {
    if (value instanceof _FluentDateTime) {
      opts = { ...value.opts, ...opts };
      value = value.value;
    } else if (value instanceof FluentType) {
      value = value.valueOf();
    }
    if (typeof value === "object" && "calendarId" in value && opts.calendar === void 0) {
      opts = { ...opts, calendar: value.calendarId };
    }
    super(value);
    this.opts = opts;
  }
  [Symbol.toPrimitive](hint) {
    return hint === "string" ? this.toString() : this.toNumber();
  }
  /**
   * Convert this `FluentDateTime` to a number.
   * Note that this isn't always possible due to the nature of Temporal objects.
   * In such cases, a TypeError will be thrown.
   */
  toNumber() {
    const value = this.value;
    if (typeof value === "number")
      return value;
    if (value instanceof Date)
      return value.getTime();
    if ("epochMilliseconds" in value) {
      return value.epochMilliseconds;
    }
    if ("toZonedDateTime" in value) {
      return value.toZonedDateTime("UTC").epochMilliseconds;
    }
    throw new TypeError("Unwrapping a non-number value as a number");
  }
  /**
   * Format this `FluentDateTime` to a string.
   */
  toString(scope) {
    if (scope) {
      try {
        const dtf = scope.memoizeIntlObject(Intl.DateTimeFormat, this.opts);
        return dtf.format(this.value);
      } catch (err) {
        scope.reportError(err);
      }
    }
    if (typeof this.value === "number" || this.value instanceof Date) {
      return new Date(this.value).toISOString();
    }
    return this.value.toString();
  }
};

// node_modules/@fluent/bundle/esm/resolver.js
var MAX_PLACEABLES = 100;
var FSI = "⁨";
var PDI = "⁩";
function match(scope, selector, key) {
  if (key === selector) {
    return true;
  }
  if (key instanceof FluentNumber && selector instanceof FluentNumber && key.value === selector.value) {
    return true;
  }
  if (selector instanceof FluentNumber && typeof key === "string") {
    let category = scope.memoizeIntlObject(Intl.PluralRules, selector.opts).select(selector.value);
    if (key === category) {
      return true;
    }
  }
  return false;
}
function getDefault(scope, variants, star) {
  if (variants[star]) {
    return resolvePattern(scope, variants[star].value);
  }
  scope.reportError(new RangeError("No default"));
  return new FluentNone();
}
function getArguments(scope, args) {
  const positional = [];
  const named = /* @__PURE__ */ Object.create(null);
  for (const arg of args) {
    if (arg.type === "narg") {
      named[arg.name] = resolveExpression(scope, arg.value);
    } else {
      positional.push(resolveExpression(scope, arg));
    }
  }
  return { positional, named };
}
function resolveExpression(scope, expr) {
  switch (expr.type) {
    case "str":
      return expr.value;
    case "num":
      return new FluentNumber(expr.value, {
        minimumFractionDigits: expr.precision
      });
    case "var":
      return resolveVariableReference(scope, expr);
    case "mesg":
      return resolveMessageReference(scope, expr);
    case "term":
      return resolveTermReference(scope, expr);
    case "func":
      return resolveFunctionReference(scope, expr);
    case "select":
      return resolveSelectExpression(scope, expr);
    default:
      return new FluentNone();
  }
}
function resolveVariableReference(scope, { name }) {
  let arg;
  if (scope.params) {
    if (Object.prototype.hasOwnProperty.call(scope.params, name)) {
      arg = scope.params[name];
    } else {
      return new FluentNone(`$${name}`);
    }
  } else if (scope.args && Object.prototype.hasOwnProperty.call(scope.args, name)) {
    arg = scope.args[name];
  } else {
    scope.reportError(new ReferenceError(`Unknown variable: $${name}`));
    return new FluentNone(`$${name}`);
  }
  if (arg instanceof FluentType) {
    return arg;
  }
  switch (typeof arg) {
    case "string":
      return arg;
    case "number":
      return new FluentNumber(arg);
    case "object":
      if (FluentDateTime.supportsValue(arg)) {
        return new FluentDateTime(arg);
      }
    // eslint-disable-next-line no-fallthrough
    default:
      scope.reportError(new TypeError(`Variable type not supported: $${name}, ${typeof arg}`));
      return new FluentNone(`$${name}`);
  }
}
function resolveMessageReference(scope, { name, attr }) {
  const message = scope.bundle._messages.get(name);
  if (!message) {
    scope.reportError(new ReferenceError(`Unknown message: ${name}`));
    return new FluentNone(name);
  }
  if (attr) {
    const attribute = message.attributes[attr];
    if (attribute) {
      return resolvePattern(scope, attribute);
    }
    scope.reportError(new ReferenceError(`Unknown attribute: ${attr}`));
    return new FluentNone(`${name}.${attr}`);
  }
  if (message.value) {
    return resolvePattern(scope, message.value);
  }
  scope.reportError(new ReferenceError(`No value: ${name}`));
  return new FluentNone(name);
}
function resolveTermReference(scope, { name, attr, args }) {
  const id = `-${name}`;
  const term = scope.bundle._terms.get(id);
  if (!term) {
    scope.reportError(new ReferenceError(`Unknown term: ${id}`));
    return new FluentNone(id);
  }
  if (attr) {
    const attribute = term.attributes[attr];
    if (attribute) {
      scope.params = getArguments(scope, args).named;
      const resolved2 = resolvePattern(scope, attribute);
      scope.params = null;
      return resolved2;
    }
    scope.reportError(new ReferenceError(`Unknown attribute: ${attr}`));
    return new FluentNone(`${id}.${attr}`);
  }
  scope.params = getArguments(scope, args).named;
  const resolved = resolvePattern(scope, term.value);
  scope.params = null;
  return resolved;
}
function resolveFunctionReference(scope, { name, args }) {
  let func = scope.bundle._functions[name];
  if (!func) {
    scope.reportError(new ReferenceError(`Unknown function: ${name}()`));
    return new FluentNone(`${name}()`);
  }
  if (typeof func !== "function") {
    scope.reportError(new TypeError(`Function ${name}() is not callable`));
    return new FluentNone(`${name}()`);
  }
  try {
    let resolved = getArguments(scope, args);
    return func(resolved.positional, resolved.named);
  } catch (err) {
    scope.reportError(err);
    return new FluentNone(`${name}()`);
  }
}
function resolveSelectExpression(scope, { selector, variants, star }) {
  let sel = resolveExpression(scope, selector);
  if (sel instanceof FluentNone) {
    return getDefault(scope, variants, star);
  }
  for (const variant of variants) {
    const key = resolveExpression(scope, variant.key);
    if (match(scope, sel, key)) {
      return resolvePattern(scope, variant.value);
    }
  }
  return getDefault(scope, variants, star);
}
function resolveComplexPattern(scope, ptn) {
  if (scope.dirty.has(ptn)) {
    scope.reportError(new RangeError("Cyclic reference"));
    return new FluentNone();
  }
  scope.dirty.add(ptn);
  const result = [];
  const useIsolating = scope.bundle._useIsolating && ptn.length > 1;
  for (const elem of ptn) {
    if (typeof elem === "string") {
      result.push(scope.bundle._transform(elem));
      continue;
    }
    scope.placeables++;
    if (scope.placeables > MAX_PLACEABLES) {
      scope.dirty.delete(ptn);
      throw new RangeError(`Too many placeables expanded: ${scope.placeables}, max allowed is ${MAX_PLACEABLES}`);
    }
    if (useIsolating) {
      result.push(FSI);
    }
    result.push(resolveExpression(scope, elem).toString(scope));
    if (useIsolating) {
      result.push(PDI);
    }
  }
  scope.dirty.delete(ptn);
  return result.join("");
}
function resolvePattern(scope, value) {
  if (typeof value === "string") {
    return scope.bundle._transform(value);
  }
  return resolveComplexPattern(scope, value);
}

// node_modules/@fluent/bundle/esm/scope.js
var Scope = class {
  constructor(bundle, errors, args) {
    this.dirty = /* @__PURE__ */ new WeakSet();
    this.params = null;
    this.placeables = 0;
    this.bundle = bundle;
    this.errors = errors;
    this.args = args;
  }
  reportError(error) {
    if (!this.errors || !(error instanceof Error)) {
      throw error;
    }
    this.errors.push(error);
  }
  memoizeIntlObject(ctor, opts) {
    let cache2 = this.bundle._intls.get(ctor);
    if (!cache2) {
      cache2 = {};
      this.bundle._intls.set(ctor, cache2);
    }
    let id = JSON.stringify(opts);
    if (!cache2[id]) {
      cache2[id] = new ctor(this.bundle.locales, opts);
    }
    return cache2[id];
  }
};

// node_modules/@fluent/bundle/esm/builtins.js
function values(opts, allowed) {
  const unwrapped = /* @__PURE__ */ Object.create(null);
  for (const [name, opt] of Object.entries(opts)) {
    if (allowed.includes(name)) {
      unwrapped[name] = opt.valueOf();
    }
  }
  return unwrapped;
}
var NUMBER_ALLOWED = [
  "unitDisplay",
  "currencyDisplay",
  "useGrouping",
  "minimumIntegerDigits",
  "minimumFractionDigits",
  "maximumFractionDigits",
  "minimumSignificantDigits",
  "maximumSignificantDigits"
];
function NUMBER(args, opts) {
  let arg = args[0];
  if (arg instanceof FluentNone) {
    return new FluentNone(`NUMBER(${arg.valueOf()})`);
  }
  if (arg instanceof FluentNumber) {
    return new FluentNumber(arg.valueOf(), {
      ...arg.opts,
      ...values(opts, NUMBER_ALLOWED)
    });
  }
  if (arg instanceof FluentDateTime) {
    return new FluentNumber(arg.toNumber(), {
      ...values(opts, NUMBER_ALLOWED)
    });
  }
  throw new TypeError("Invalid argument to NUMBER");
}
var DATETIME_ALLOWED = [
  "dateStyle",
  "timeStyle",
  "fractionalSecondDigits",
  "dayPeriod",
  "hour12",
  "weekday",
  "era",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
  "timeZoneName"
];
function DATETIME(args, opts) {
  let arg = args[0];
  if (arg instanceof FluentNone) {
    return new FluentNone(`DATETIME(${arg.valueOf()})`);
  }
  if (arg instanceof FluentDateTime || arg instanceof FluentNumber) {
    return new FluentDateTime(arg, values(opts, DATETIME_ALLOWED));
  }
  throw new TypeError("Invalid argument to DATETIME");
}

// node_modules/@fluent/bundle/esm/memoizer.js
var cache = /* @__PURE__ */ new Map();
function getMemoizerForLocale(locales) {
  const stringLocale = Array.isArray(locales) ? locales.join(" ") : locales;
  let memoizer = cache.get(stringLocale);
  if (memoizer === void 0) {
    memoizer = /* @__PURE__ */ new Map();
    cache.set(stringLocale, memoizer);
  }
  return memoizer;
}

// node_modules/@fluent/bundle/esm/bundle.js
var FluentBundle = class {
  /**
   * Create an instance of `FluentBundle`.
   *
   * @example
   * ```js
   * let bundle = new FluentBundle(["en-US", "en"]);
   *
   * let bundle = new FluentBundle(locales, {useIsolating: false});
   *
   * let bundle = new FluentBundle(locales, {
   *   useIsolating: true,
   *   functions: {
   *     NODE_ENV: () => process.env.NODE_ENV
   *   }
   * });
   * ```
   *
   * @param locales - Used to instantiate `Intl` formatters used by translations.
   * @param options - Optional configuration for the bundle.
   */
  constructor(locales, { functions, useIsolating = true, transform = (v) => v } = {}) {
    this._terms = /* @__PURE__ */ new Map();
    this._messages = /* @__PURE__ */ new Map();
    this.locales = Array.isArray(locales) ? locales : [locales];
    this._functions = {
      NUMBER,
      DATETIME,
      ...functions
    };
    this._useIsolating = useIsolating;
    this._transform = transform;
    this._intls = getMemoizerForLocale(locales);
  }
  /**
   * Check if a message is present in the bundle.
   *
   * @param id - The identifier of the message to check.
   */
  hasMessage(id) {
    return this._messages.has(id);
  }
  /**
   * Return a raw unformatted message object from the bundle.
   *
   * Raw messages are `{value, attributes}` shapes containing translation units
   * called `Patterns`. `Patterns` are implementation-specific; they should be
   * treated as black boxes and formatted with `FluentBundle.formatPattern`.
   *
   * @param id - The identifier of the message to check.
   */
  getMessage(id) {
    return this._messages.get(id);
  }
  /**
   * Add a translation resource to the bundle.
   *
   * @example
   * ```js
   * let res = new FluentResource("foo = Foo");
   * bundle.addResource(res);
   * bundle.getMessage("foo");
   * // → {value: .., attributes: {..}}
   * ```
   *
   * @param res
   * @param options
   */
  addResource(res, { allowOverrides = false } = {}) {
    const errors = [];
    for (let i = 0; i < res.body.length; i++) {
      let entry = res.body[i];
      if (entry.id.startsWith("-")) {
        if (allowOverrides === false && this._terms.has(entry.id)) {
          errors.push(new Error(`Attempt to override an existing term: "${entry.id}"`));
          continue;
        }
        this._terms.set(entry.id, entry);
      } else {
        if (allowOverrides === false && this._messages.has(entry.id)) {
          errors.push(new Error(`Attempt to override an existing message: "${entry.id}"`));
          continue;
        }
        this._messages.set(entry.id, entry);
      }
    }
    return errors;
  }
  /**
   * Format a `Pattern` to a string.
   *
   * Format a raw `Pattern` into a string. `args` will be used to resolve
   * references to variables passed as arguments to the translation.
   *
   * In case of errors `formatPattern` will try to salvage as much of the
   * translation as possible and will still return a string. For performance
   * reasons, the encountered errors are not returned but instead are appended
   * to the `errors` array passed as the third argument.
   *
   * If `errors` is omitted, the first encountered error will be thrown.
   *
   * @example
   * ```js
   * let errors = [];
   * bundle.addResource(
   *     new FluentResource("hello = Hello, {$name}!"));
   *
   * let hello = bundle.getMessage("hello");
   * if (hello.value) {
   *     bundle.formatPattern(hello.value, {name: "Jane"}, errors);
   *     // Returns "Hello, Jane!" and `errors` is empty.
   *
   *     bundle.formatPattern(hello.value, undefined, errors);
   *     // Returns "Hello, {$name}!" and `errors` is now:
   *     // [<ReferenceError: Unknown variable: name>]
   * }
   * ```
   */
  formatPattern(pattern, args = null, errors = null) {
    if (typeof pattern === "string") {
      return this._transform(pattern);
    }
    let scope = new Scope(this, errors, args);
    try {
      let value = resolveComplexPattern(scope, pattern);
      return value.toString(scope);
    } catch (err) {
      if (scope.errors && err instanceof Error) {
        scope.errors.push(err);
        return new FluentNone().toString(scope);
      }
      throw err;
    }
  }
};

// node_modules/@fluent/bundle/esm/resource.js
var RE_MESSAGE_START = /^(-?[a-zA-Z][\w-]*) *= */gm;
var RE_ATTRIBUTE_START = /\.([a-zA-Z][\w-]*) *= */y;
var RE_VARIANT_START = /\*?\[/y;
var RE_NUMBER_LITERAL = /(-?[0-9]+(?:\.([0-9]+))?)/y;
var RE_IDENTIFIER = /([a-zA-Z][\w-]*)/y;
var RE_REFERENCE = /([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y;
var RE_FUNCTION_NAME = /^[A-Z][A-Z0-9_-]*$/;
var RE_TEXT_RUN = /([^{}\n\r]+)/y;
var RE_STRING_RUN = /([^\\"\n\r]*)/y;
var RE_STRING_ESCAPE = /\\([\\"])/y;
var RE_UNICODE_ESCAPE = /\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y;
var RE_LEADING_NEWLINES = /^\n+/;
var RE_TRAILING_SPACES = / +$/;
var RE_BLANK_LINES = / *\r?\n/g;
var RE_INDENT = /( *)$/;
var TOKEN_BRACE_OPEN = /{\s*/y;
var TOKEN_BRACE_CLOSE = /\s*}/y;
var TOKEN_BRACKET_OPEN = /\[\s*/y;
var TOKEN_BRACKET_CLOSE = /\s*] */y;
var TOKEN_PAREN_OPEN = /\s*\(\s*/y;
var TOKEN_ARROW = /\s*->\s*/y;
var TOKEN_COLON = /\s*:\s*/y;
var TOKEN_COMMA = /\s*,?\s*/y;
var TOKEN_BLANK = /\s+/y;
var FluentResource = class {
  constructor(source) {
    this.body = [];
    RE_MESSAGE_START.lastIndex = 0;
    let cursor = 0;
    while (true) {
      let next = RE_MESSAGE_START.exec(source);
      if (next === null) {
        break;
      }
      cursor = RE_MESSAGE_START.lastIndex;
      try {
        this.body.push(parseMessage(next[1]));
      } catch (err) {
        if (err instanceof SyntaxError) {
          continue;
        }
        throw err;
      }
    }
    function test(re) {
      re.lastIndex = cursor;
      return re.test(source);
    }
    function consumeChar(char, errorClass) {
      if (source[cursor] === char) {
        cursor++;
        return true;
      }
      if (errorClass) {
        throw new errorClass(`Expected ${char}`);
      }
      return false;
    }
    function consumeToken(re, errorClass) {
      if (test(re)) {
        cursor = re.lastIndex;
        return true;
      }
      if (errorClass) {
        throw new errorClass(`Expected ${re.toString()}`);
      }
      return false;
    }
    function match2(re) {
      re.lastIndex = cursor;
      let result = re.exec(source);
      if (result === null) {
        throw new SyntaxError(`Expected ${re.toString()}`);
      }
      cursor = re.lastIndex;
      return result;
    }
    function match1(re) {
      return match2(re)[1];
    }
    function parseMessage(id) {
      let value = parsePattern();
      let attributes = parseAttributes();
      if (value === null && Object.keys(attributes).length === 0) {
        throw new SyntaxError("Expected message value or attributes");
      }
      return { id, value, attributes };
    }
    function parseAttributes() {
      let attrs = /* @__PURE__ */ Object.create(null);
      while (test(RE_ATTRIBUTE_START)) {
        let name = match1(RE_ATTRIBUTE_START);
        let value = parsePattern();
        if (value === null) {
          throw new SyntaxError("Expected attribute value");
        }
        attrs[name] = value;
      }
      return attrs;
    }
    function parsePattern() {
      let first;
      if (test(RE_TEXT_RUN)) {
        first = match1(RE_TEXT_RUN);
      }
      if (source[cursor] === "{" || source[cursor] === "}") {
        return parsePatternElements(first ? [first] : [], Infinity);
      }
      let indent = parseIndent();
      if (indent) {
        if (first) {
          return parsePatternElements([first, indent], indent.length);
        }
        indent.value = trim(indent.value, RE_LEADING_NEWLINES);
        return parsePatternElements([indent], indent.length);
      }
      if (first) {
        return trim(first, RE_TRAILING_SPACES);
      }
      return null;
    }
    function parsePatternElements(elements = [], commonIndent) {
      while (true) {
        if (test(RE_TEXT_RUN)) {
          elements.push(match1(RE_TEXT_RUN));
          continue;
        }
        if (source[cursor] === "{") {
          elements.push(parsePlaceable());
          continue;
        }
        if (source[cursor] === "}") {
          throw new SyntaxError("Unbalanced closing brace");
        }
        let indent = parseIndent();
        if (indent) {
          elements.push(indent);
          commonIndent = Math.min(commonIndent, indent.length);
          continue;
        }
        break;
      }
      let lastIndex = elements.length - 1;
      let lastElement = elements[lastIndex];
      if (typeof lastElement === "string") {
        elements[lastIndex] = trim(lastElement, RE_TRAILING_SPACES);
      }
      let baked = [];
      for (let element of elements) {
        if (element instanceof Indent) {
          element = element.value.slice(0, element.value.length - commonIndent);
        }
        if (element) {
          baked.push(element);
        }
      }
      return baked;
    }
    function parsePlaceable() {
      consumeToken(TOKEN_BRACE_OPEN, SyntaxError);
      let selector = parseInlineExpression();
      if (consumeToken(TOKEN_BRACE_CLOSE)) {
        return selector;
      }
      if (consumeToken(TOKEN_ARROW)) {
        let variants = parseVariants();
        consumeToken(TOKEN_BRACE_CLOSE, SyntaxError);
        return {
          type: "select",
          selector,
          ...variants
        };
      }
      throw new SyntaxError("Unclosed placeable");
    }
    function parseInlineExpression() {
      if (source[cursor] === "{") {
        return parsePlaceable();
      }
      if (test(RE_REFERENCE)) {
        let [, sigil, name, attr = null] = match2(RE_REFERENCE);
        if (sigil === "$") {
          return { type: "var", name };
        }
        if (consumeToken(TOKEN_PAREN_OPEN)) {
          let args = parseArguments();
          if (sigil === "-") {
            return { type: "term", name, attr, args };
          }
          if (RE_FUNCTION_NAME.test(name)) {
            return { type: "func", name, args };
          }
          throw new SyntaxError("Function names must be all upper-case");
        }
        if (sigil === "-") {
          return {
            type: "term",
            name,
            attr,
            args: []
          };
        }
        return { type: "mesg", name, attr };
      }
      return parseLiteral();
    }
    function parseArguments() {
      let args = [];
      while (true) {
        switch (source[cursor]) {
          case ")":
            cursor++;
            return args;
          case void 0:
            throw new SyntaxError("Unclosed argument list");
        }
        args.push(parseArgument());
        consumeToken(TOKEN_COMMA);
      }
    }
    function parseArgument() {
      let expr = parseInlineExpression();
      if (expr.type !== "mesg") {
        return expr;
      }
      if (consumeToken(TOKEN_COLON)) {
        return {
          type: "narg",
          name: expr.name,
          value: parseLiteral()
        };
      }
      return expr;
    }
    function parseVariants() {
      let variants = [];
      let count = 0;
      let star;
      while (test(RE_VARIANT_START)) {
        if (consumeChar("*")) {
          star = count;
        }
        let key = parseVariantKey();
        let value = parsePattern();
        if (value === null) {
          throw new SyntaxError("Expected variant value");
        }
        variants[count++] = { key, value };
      }
      if (count === 0) {
        return null;
      }
      if (star === void 0) {
        throw new SyntaxError("Expected default variant");
      }
      return { variants, star };
    }
    function parseVariantKey() {
      consumeToken(TOKEN_BRACKET_OPEN, SyntaxError);
      let key;
      if (test(RE_NUMBER_LITERAL)) {
        key = parseNumberLiteral();
      } else {
        key = {
          type: "str",
          value: match1(RE_IDENTIFIER)
        };
      }
      consumeToken(TOKEN_BRACKET_CLOSE, SyntaxError);
      return key;
    }
    function parseLiteral() {
      if (test(RE_NUMBER_LITERAL)) {
        return parseNumberLiteral();
      }
      if (source[cursor] === '"') {
        return parseStringLiteral();
      }
      throw new SyntaxError("Invalid expression");
    }
    function parseNumberLiteral() {
      let [, value, fraction = ""] = match2(RE_NUMBER_LITERAL);
      let precision = fraction.length;
      return {
        type: "num",
        value: parseFloat(value),
        precision
      };
    }
    function parseStringLiteral() {
      consumeChar('"', SyntaxError);
      let value = "";
      while (true) {
        value += match1(RE_STRING_RUN);
        if (source[cursor] === "\\") {
          value += parseEscapeSequence();
          continue;
        }
        if (consumeChar('"')) {
          return { type: "str", value };
        }
        throw new SyntaxError("Unclosed string literal");
      }
    }
    function parseEscapeSequence() {
      if (test(RE_STRING_ESCAPE)) {
        return match1(RE_STRING_ESCAPE);
      }
      if (test(RE_UNICODE_ESCAPE)) {
        let [, codepoint4, codepoint6] = match2(RE_UNICODE_ESCAPE);
        let codepoint = parseInt(codepoint4 || codepoint6, 16);
        return codepoint <= 55295 || 57344 <= codepoint ? (
          // It's a Unicode scalar value.
          String.fromCodePoint(codepoint)
        ) : (
          // Lonely surrogates can cause trouble when the parsing result is
          // saved using UTF-8. Use U+FFFD REPLACEMENT CHARACTER instead.
          "�"
        );
      }
      throw new SyntaxError("Unknown escape sequence");
    }
    function parseIndent() {
      let start = cursor;
      consumeToken(TOKEN_BLANK);
      switch (source[cursor]) {
        case ".":
        case "[":
        case "*":
        case "}":
        case void 0:
          return false;
        case "{":
          return makeIndent(source.slice(start, cursor));
      }
      if (source[cursor - 1] === " ") {
        return makeIndent(source.slice(start, cursor));
      }
      return false;
    }
    function trim(text, re) {
      return text.replace(re, "");
    }
    function makeIndent(blank) {
      let value = blank.replace(RE_BLANK_LINES, "\n");
      let length = RE_INDENT.exec(blank)[1].length;
      return new Indent(value, length);
    }
  }
};
var Indent = class {
  constructor(value, length) {
    this.value = value;
    this.length = length;
  }
};

// src/base.js
var KONKAN_SUITS = ["S", "H", "D", "C"];
var KONKAN_SUIT_GLYPHS = { S: "♠", H: "♥", D: "♦", C: "♣" };
var KONKAN_RANK_TEXT = { 1: "A", 11: "J", 12: "Q", 13: "K" };
function konkanCard(id, model) {
  if (id >= 104) {
    return {
      id,
      joker: true,
      code: "JK",
      text: konkanSay(model, "widget.base.card.joker.text"),
      name: konkanSay(model, "widget.base.card.joker"),
      suit: null,
      rank: 0
    };
  }
  const r = id % 52, suit = KONKAN_SUITS[Math.floor(r / 13)], rank = r % 13 + 1;
  const rt = KONKAN_RANK_TEXT[rank] || String(rank);
  return {
    id,
    joker: false,
    suit,
    rank,
    code: rt + suit,
    text: rt + KONKAN_SUIT_GLYPHS[suit],
    name: konkanSay(model, "widget.base.card", {
      rank: konkanSay(model, "widget.base.rank." + rank),
      suit: konkanSay(model, "widget.base.suit." + suit)
    })
  };
}
function konkanEl(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === void 0 || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  return e;
}
function konkanNumberIn(cell, text) {
  cell.appendChild(konkanEl("bdi", "", { text: String(text) }));
  return cell;
}
function konkanViewName() {
  const page = (
    /** @type {{ konkanViews?: number }} */
    globalThis
  );
  page.konkanViews = (page.konkanViews || 0) + 1;
  return "konkan-v" + page.konkanViews + "-" + Math.random().toString(36).slice(2, 8);
}
function konkanRoot(el, cls, label, model) {
  const spoken = konkanLanguage(model);
  const root = konkanEl("div", "konkan-root " + cls, {
    role: "region",
    "aria-label": label,
    "data-lm-suppress-shortcuts": "true",
    "data-konkan-view": konkanViewName(),
    lang: spoken,
    dir: KONKAN_RIGHT_TO_LEFT.includes(spoken) ? "rtl" : "ltr"
  });
  el.appendChild(root);
  return root;
}
var KONKAN_RIGHT_TO_LEFT = ["ar"];
function konkanLanguage(model) {
  return model.get("language") || "en";
}
function konkanReadsRtl(el) {
  return getComputedStyle(el).direction === "rtl";
}
function konkanSpeaks(render) {
  return (props) => {
    let cleanup = render(props);
    const again = () => {
      if (typeof cleanup === "function") cleanup();
      props.el.replaceChildren();
      cleanup = render(props);
    };
    props.model.on("change:words", again);
    return () => {
      props.model.off("change:words", again);
      if (typeof cleanup === "function") cleanup();
    };
  };
}
function konkanId(root, part) {
  return root.dataset.konkanView + "-" + part;
}
var KONKAN_FACES = /* @__PURE__ */ new WeakMap();
function konkanFaces(root, model) {
  const holder = konkanEl("div", "konkan-faces", { "aria-hidden": "true" });
  const name = root.dataset.konkanView || "";
  KONKAN_FACES.set(model, name);
  const draw = () => {
    holder.innerHTML = (model.get("faces") || "").replace(/ id="(konkan-c[^"]*)"/g, ' id="$1-' + name + '"');
  };
  draw();
  model.on("change:faces", draw);
  root.appendChild(holder);
  return () => model.off("change:faces", draw);
}
var KONKAN_SVG_NS = "http://www.w3.org/2000/svg";
function konkanCardEl(model, id, opts) {
  const o = opts || {};
  const four = model.get("four_colour") ? 4 : 2;
  const card = id === null || id === void 0 ? null : konkanCard(id, model);
  const e = konkanEl(o.tag || "span", "konkan-card" + (card ? "" : " konkan-card-back") + (o.cls ? " " + o.cls : ""), {
    "data-id": card ? card.id : null,
    "data-code": card ? card.code : null,
    role: o.role || "img",
    "aria-label": o.label || (card ? card.name : konkanSay(model, "widget.base.card.back")),
    title: o.title || (card ? card.text : null)
  });
  const svg = document.createElementNS(KONKAN_SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 60 84");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(KONKAN_SVG_NS, "use");
  const view = KONKAN_FACES.get(model);
  use.setAttribute("href", "#konkan-c" + four + "-" + (card ? card.code : "back") + (view ? "-" + view : ""));
  svg.appendChild(use);
  e.appendChild(svg);
  return e;
}
function konkanCardsText(ids, model) {
  return (ids || []).map((i) => konkanCard(i, model).text).join(" ");
}
function konkanJoin(model, texts, word) {
  if (texts.length <= 1) return texts.join("");
  if (word === "or") return texts.slice(1).reduce((items, item) => konkanSay(model, "list.or", { items, item }), texts[0]);
  const head = texts.slice(1, -1).reduce((items, item) => konkanSay(model, "list.more", { items, item }), texts[0]);
  return konkanSay(model, "list.last", { items: head, item: texts[texts.length - 1] });
}
function konkanSay(model, key, fields) {
  const words = model.get("words") || {};
  const text = words[key];
  if (text === void 0) throw new Error("konkan: the page was sent no words for " + key);
  if (konkanLanguage(model) === "en") {
    return text.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = (fields || {})[name];
      if (value === void 0) throw new Error("konkan: the words " + key + " need a value for " + name);
      return String(value);
    });
  }
  const bundle = konkanBundle(model, words);
  const message = bundle.getMessage(key.replaceAll(".", "__"));
  if (!message || !message.value) throw new Error("konkan: the words for " + key + " do not read as Fluent");
  const args = {};
  for (const [name, value] of Object.entries(fields || {})) {
    args[name] = typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : String(value);
  }
  const errors = [];
  const said = bundle.formatPattern(message.value, args, errors);
  if (errors.length) throw new Error("konkan: the words " + key + " cannot be filled in: " + errors[0].message);
  return said;
}
var KONKAN_BUNDLES = /* @__PURE__ */ new WeakMap();
function konkanBundle(model, words) {
  const made = KONKAN_BUNDLES.get(model);
  if (made && made.words === words) return made.bundle;
  const spoken = konkanLanguage(model);
  const locale = spoken === "ar" ? model.get("digits") === "eastern" ? "ar-u-nu-arab" : "ar-u-nu-latn" : spoken;
  const bundle = new FluentBundle(locale, { useIsolating: KONKAN_RIGHT_TO_LEFT.includes(spoken) });
  const faults = bundle.addResource(new FluentResource(Object.values(words).join("\n")));
  if (faults.length) throw new Error("konkan: the words do not read as Fluent: " + faults[0].message);
  KONKAN_BUNDLES.set(model, { words, bundle });
  return bundle;
}
function konkanMessage(model) {
  const box = konkanEl("div", "konkan-message", { role: "status", "aria-live": "polite", "data-testid": "message" });
  const draw = () => {
    const m = model.get("message") || {};
    box.textContent = m.text || "";
    box.dataset.tone = m.tone || "info";
    box.hidden = !m.text;
  };
  draw();
  model.on("change:message", draw);
  return { el: box, dispose: () => model.off("change:message", draw) };
}
function konkanButton(label, onPress, opts) {
  const o = opts || {};
  const b = konkanEl("button", "konkan-button" + (o.cls ? " " + o.cls : ""), {
    type: "button",
    title: o.reason || o.title || null,
    "aria-disabled": o.enabled === false ? "true" : null,
    "data-action": o.action || null,
    "data-focus": o.action ? "btn-" + o.action : null,
    "aria-keyshortcuts": o.keys || null
  });
  b.textContent = label;
  if (o.reason) b.setAttribute("aria-description", o.reason);
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onPress(ev);
  });
  return b;
}
function konkanRove(container, items, opts) {
  const o = opts || {};
  let current = 0;
  const sync = () => {
    const list = items();
    if (!list.length) return;
    current = Math.max(0, Math.min(current, list.length - 1));
    list.forEach((e, i) => {
      e.tabIndex = i === current ? 0 : -1;
    });
  };
  const onKey = (ev) => {
    const list = items();
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    const i = list.indexOf(target);
    if (i < 0) return;
    if (ev.shiftKey && o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    let next = null;
    const horizontal = o.vertical ? ["ArrowUp", "ArrowDown"] : konkanReadsRtl(container) ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
    if (ev.key === horizontal[0] || !o.vertical && ev.key === "ArrowUp") next = i - 1;
    else if (ev.key === horizontal[1] || !o.vertical && ev.key === "ArrowDown") next = i + 1;
    else if (ev.key === "Home") next = 0;
    else if (ev.key === "End") next = list.length - 1;
    else if (ev.key === " " || ev.key === "Enter") {
      ev.preventDefault();
      if (o.onPress) o.onPress(target, i, ev);
      return;
    } else if (o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    if (next === null) return;
    ev.preventDefault();
    current = (next + list.length) % list.length;
    sync();
    list[current].focus();
  };
  container.dataset.konkanRove = "true";
  KONKAN_ROVES.set(container, onKey);
  container.addEventListener("focusin", (ev) => {
    const i = items().indexOf(
      /** @type {HTMLElement} */
      ev.target
    );
    if (i >= 0) {
      current = i;
      sync();
    }
  });
  return {
    sync,
    focus: () => {
      sync();
      const l = items();
      if (l.length) l[current].focus();
    },
    index: () => current,
    set: (i) => {
      current = i;
      sync();
    }
  };
}
var KONKAN_ROVES = /* @__PURE__ */ new WeakMap();
function konkanKeys(root) {
  const onKey = (ev) => {
    if (!(ev.target instanceof Element) || !root.contains(ev.target)) return;
    const group = ev.target.closest("[data-konkan-rove]");
    const handle = group && KONKAN_ROVES.get(group);
    if (!handle) return;
    handle(ev);
    if (ev.defaultPrevented) ev.stopPropagation();
  };
  window.addEventListener("keydown", onKey, true);
  return () => window.removeEventListener("keydown", onKey, true);
}
function konkanSend(model, intent) {
  const live = KONKAN_LIVE.get(model);
  try {
    model.send(intent);
  } catch (e) {
    if (live) live.failed();
    return;
  }
  if (live) live.sent();
}
var KONKAN_LIVE = /* @__PURE__ */ new WeakMap();
function konkanLive(root, model) {
  const el = root.parentElement;
  if (!el || el.closest("[data-konkan-live]")) return () => {
  };
  root.dataset.konkanLive = "true";
  const note = konkanEl("div", "konkan-lost-note", { role: "alert", "data-testid": "lost", hidden: true });
  root.prepend(note);
  let dropped = false, failed = false, late = false, waiting = false;
  let timer;
  const paint = () => {
    const lost = dropped || failed || late;
    const words = (model.get("lost") || {}).text || "";
    note.textContent = words;
    note.hidden = !lost || !words;
    root.classList.toggle("konkan-lost", lost);
    for (const child of root.children) if (child !== note && child instanceof HTMLElement) child.inert = lost;
    root.dataset.lost = dropped ? "dropped" : failed ? "failed" : late ? "late" : "no";
  };
  const block = (ev) => {
    if (root.classList.contains("konkan-lost") && !note.contains(
      /** @type {Node | null} */
      ev.target
    )) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }
  };
  const blocked = ["click", "keydown", "input", "change", "pointerdown"];
  blocked.forEach((t) => root.addEventListener(t, block, true));
  const busy = () => {
    try {
      const manager = (
        /** @type {{ kernel?: { status?: string } } | undefined} */
        model.widget_manager
      );
      const k = manager && manager.kernel;
      return !!(k && k.status === "busy");
    } catch (e) {
      return false;
    }
  };
  const wait = () => {
    clearTimeout(timer);
    const s = Number((model.get("lost") || {}).wait);
    timer = setTimeout(() => {
      if (!waiting) return;
      root.dataset.waiting = busy() ? "busy" : "long";
      if (busy()) {
        wait();
        return;
      }
      late = true;
      paint();
    }, (s > 0 ? s : 10) * 1e3);
  };
  const watch = {
    sent: () => {
      if (!waiting) {
        waiting = true;
        wait();
      }
    },
    failed: () => {
      failed = true;
      paint();
    }
  };
  const answered = () => {
    waiting = false;
    delete root.dataset.waiting;
    clearTimeout(timer);
    if (late || failed) {
      late = false;
      failed = false;
      paint();
    }
  };
  const cut = () => {
    if (!dropped) {
      dropped = true;
      paint();
    }
  };
  const mark = () => {
    if (el.classList.contains("jupyter-widgets-disconnected")) cut();
  };
  const seen = new MutationObserver(mark);
  seen.observe(el, { attributes: true, attributeFilter: ["class"] });
  KONKAN_LIVE.set(model, watch);
  model.on("change:revision", answered);
  model.on("comm_live_update", cut);
  model.on("change:lost", paint);
  mark();
  paint();
  return () => {
    clearTimeout(timer);
    seen.disconnect();
    model.off("change:revision", answered);
    model.off("comm_live_update", cut);
    model.off("change:lost", paint);
    KONKAN_LIVE.delete(model);
    blocked.forEach((t) => root.removeEventListener(t, block, true));
    note.remove();
  };
}
var KONKAN_RULE_CITE = /\s*\((R\d+(?:\.\d+)?(?:(?:, | and )R\d+(?:\.\d+)?)*)\)([.,;:!?]?)/g;
function konkanRuleText(text, rules, model) {
  const nodes = [];
  const notes = [];
  const known = rules || {};
  const words = String(text || "");
  let at = 0;
  for (const m of words.matchAll(KONKAN_RULE_CITE)) {
    nodes.push(document.createTextNode(words.slice(at, m.index) + (m[2] || "")));
    m[1].split(/, | and /).forEach((number) => {
      const short = known[number] || konkanSay(model, "widget.base.rule.unknown", { rule: number });
      const note = konkanEl("span", "konkan-rule-note", { text: short, hidden: true, role: "note" });
      const chip = konkanEl("button", "konkan-rule-chip", {
        type: "button",
        "data-rule": number,
        "aria-expanded": "false",
        title: short,
        "aria-label": konkanSay(model, "widget.base.rule.chip", { rule: number }),
        text: number
      });
      chip.addEventListener("click", (ev) => {
        ev.preventDefault();
        const open = note.hidden;
        note.hidden = !open;
        chip.setAttribute("aria-expanded", open ? "true" : "false");
      });
      nodes.push(document.createTextNode(" "), chip);
      notes.push(note);
    });
    at = m.index + m[0].length;
  }
  nodes.push(document.createTextNode(words.slice(at)));
  return nodes.concat(notes);
}

// src/table_seats.js
function konkanSeatPicker(model, seating, send) {
  const say = (key, fields = {}) => konkanSay(model, "widget.shared_table." + key, fields);
  const box = konkanEl("section", "konkan-seat-picker", { "data-testid": "seat-picker", "aria-label": say("picker", { code: seating.code || "" }) });
  box.appendChild(konkanEl("h3", "konkan-picker-title", { text: say("picker", { code: seating.code || "" }) }));
  const tables = seating.tables || [];
  box.appendChild(konkanEl("p", "konkan-soft", { text: tables.length ? say("picker.intro") : say("picker.none") }));
  const buttons = [];
  const list = konkanEl("div", "konkan-picker-tables", { role: "list" });
  for (const t of tables) {
    const card = konkanEl("div", "konkan-picker-table", { role: "listitem", "data-testid": "picker-table-" + t.number });
    const head = konkanEl("div", "konkan-picker-head");
    head.append(
      konkanEl("strong", "", { text: say("picker.table", { number: t.number }) }),
      konkanEl("span", "konkan-soft", { text: say("picker.round", { number: t.round }) })
    );
    if (t.paused) head.append(konkanEl("span", "konkan-tag", { text: say("picker.paused") }));
    card.appendChild(head);
    const seats = konkanEl("div", "konkan-picker-seats", { role: "group", "aria-label": say("picker.seats", { number: t.number }) });
    for (const s of t.seats) {
      if (s.free) {
        const b = konkanButton(s.text, () => send({ kind: "sit", table: t.table, seat: s.seat }), {
          action: "sit-" + t.number + "-" + s.seat,
          cls: s.mine ? "konkan-primary" : ""
        });
        buttons.push(b);
        seats.appendChild(b);
      } else {
        seats.appendChild(konkanEl("span", "konkan-picker-taken", { text: s.text, "data-seat": s.seat }));
      }
    }
    card.appendChild(seats);
    list.appendChild(card);
  }
  box.appendChild(list);
  const again = konkanButton(say("picker.refresh"), () => send({ kind: "tables" }), { action: "tables", cls: "konkan-small-button" });
  buttons.push(again);
  box.appendChild(again);
  konkanRove(box, () => buttons, { onPress: (e) => e.click() }).sync();
  return box;
}
function konkanMomentCards(m, card) {
  const box = konkanEl("div", "konkan-moment-cards", { "data-testid": "moment-cards", role: "group", "aria-label": m.words });
  const hand = konkanEl("figure", "konkan-moment-hand");
  hand.appendChild(konkanEl("figcaption", "", { text: m.hand_label }));
  const row = konkanEl("div", "konkan-moment-row");
  for (const id of m.hand) row.appendChild(card(id));
  hand.appendChild(row);
  box.appendChild(hand);
  if (m.top !== null && m.top !== void 0) {
    const top = konkanEl("figure", "konkan-moment-top");
    top.appendChild(konkanEl("figcaption", "", { text: m.top_label }));
    const one = konkanEl("div", "konkan-moment-row");
    one.appendChild(card(m.top));
    top.appendChild(one);
    box.appendChild(top);
  }
  if (m.melds_label) {
    const table = konkanEl("figure", "konkan-moment-melds", { "data-testid": "moment-melds" });
    table.appendChild(konkanEl("figcaption", "", { text: m.melds_label }));
    const melds = m.melds || [];
    if (!melds.length) table.appendChild(konkanEl("p", "konkan-soft", { text: m.no_melds || "" }));
    for (const meld of melds) {
      const one = konkanEl("div", "konkan-moment-row konkan-moment-meld");
      for (const id of meld) one.appendChild(card(id));
      table.appendChild(one);
    }
    box.appendChild(table);
  }
  return box;
}
function konkanClassQuestion(question, send, draft, feedback, card) {
  const box = konkanEl("section", "konkan-class-question", { "data-testid": "class-question", "aria-label": question.text });
  box.appendChild(konkanEl("p", "konkan-class-question-text", { text: question.text }));
  if (question.moment && card) box.appendChild(konkanMomentCards(question.moment, card));
  if (question.answered) {
    draft.value = "";
    box.appendChild(konkanEl("p", "konkan-soft", { "data-testid": "class-question-done", text: question.done }));
    if (feedback) box.appendChild(feedback);
    return box;
  }
  const form = konkanEl("form", "konkan-class-question-form");
  const input = (
    /** @type {HTMLInputElement} */
    konkanEl("input", "konkan-class-question-input", {
      type: "text",
      maxlength: "600",
      "aria-label": question.label,
      placeholder: question.label,
      "data-testid": "class-question-answer",
      "data-focus": "class-question-answer"
    })
  );
  input.value = draft.value;
  input.addEventListener("input", () => {
    draft.value = input.value;
  });
  const answer = () => {
    const action = input.value.trim();
    if (action) send({ kind: "answer_question", action });
  };
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    answer();
  });
  form.append(input, konkanButton(question.button, answer, { action: "answer-question", cls: "konkan-primary" }));
  box.appendChild(form);
  if (question.help) box.appendChild(konkanEl("p", "konkan-soft", { "data-testid": "class-question-help", text: question.help }));
  if (feedback) box.appendChild(feedback);
  return box;
}

// src/table_review.js
var KONKAN_REVIEW_POLL_MS = 300;
function konkanReviewOf(model) {
  return model.get("review") || {};
}
function konkanReviewMarks(model) {
  const marks = (konkanReviewOf(model).replay || {}).marks || {};
  const out = /* @__PURE__ */ new Map();
  for (const which of ["played", "better"]) {
    const m = (
      /** @type {Record<string, ReviewMark | undefined>} */
      marks[which]
    );
    if (!m) continue;
    (m.cards || []).forEach((id) => out.set(String(id), which));
    if (m.pile) out.set(m.pile, which);
    if (m.meld >= 0) out.set("meld-" + m.meld, which);
  }
  return out;
}
function konkanReviewMark(model, el, which) {
  if (!which) return;
  el.classList.add("konkan-review-" + which);
  el.appendChild(konkanEl("span", "konkan-review-tag konkan-review-tag-" + which, {
    text: konkanSay(model, "widget.table.review.mark." + which),
    "aria-hidden": "true"
  }));
  const label = el.getAttribute("aria-label");
  if (label) el.setAttribute("aria-label", label + " (" + konkanSay(model, "widget.table.review.mark." + which) + ")");
}
function konkanReviewButton(model, send) {
  const rv = konkanReviewOf(model);
  if (!rv.available || rv.open) return null;
  return konkanButton(konkanSay(model, "widget.table.review.button"), () => send({ kind: "review" }), {
    action: "review",
    reason: konkanSay(model, "widget.table.review.button_why")
  });
}
function konkanReviewTimer(model, send) {
  let timer = null;
  let forRev = -1;
  return {
    sync() {
      const running = konkanReviewOf(model).state === "running";
      const rev = model.get("revision");
      if (!running) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        return;
      }
      if (timer && forRev === rev) return;
      if (timer) clearTimeout(timer);
      forRev = rev;
      timer = setTimeout(() => {
        timer = null;
        send({ kind: "review_progress" });
      }, KONKAN_REVIEW_POLL_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    }
  };
}
function konkanReviewToTable(from) {
  const felt = from.closest(".konkan-root")?.querySelector(".konkan-felt");
  if (felt && typeof felt.scrollIntoView === "function") felt.scrollIntoView({ block: "start", behavior: "smooth" });
}
function konkanReviewPanel(model, send) {
  const rv = konkanReviewOf(model);
  if (!rv.available || !rv.open) return null;
  const say = (key, fields = {}) => konkanSay(model, "widget.table.review." + key, fields);
  const panel = konkanEl("section", "konkan-review", { "data-testid": "review", "aria-label": say("panel") });
  const head = konkanEl("div", "konkan-review-head");
  head.appendChild(konkanEl("h4", "", { text: rv.title || say("panel") }));
  const seats = konkanEl("div", "konkan-review-seats", { role: "group", "aria-label": say("seats") });
  seats.appendChild(konkanEl("span", "konkan-soft", { text: say("seats") }));
  const seatButtons = [];
  (rv.seats || []).forEach((s) => {
    const b = konkanButton(s.label, () => send({ kind: "review", seat: s.seat }), {
      action: "review-seat-" + s.seat,
      cls: "konkan-small-button"
    });
    b.setAttribute("aria-pressed", s.seat === rv.seat ? "true" : "false");
    seatButtons.push(b);
    seats.appendChild(b);
  });
  konkanRove(seats, () => seatButtons, { onPress: (e) => e.click() }).sync();
  head.appendChild(seats);
  head.appendChild(konkanButton(say("close"), () => send({ kind: "review_close" }), {
    action: "review-close",
    cls: "konkan-small-button"
  }));
  panel.appendChild(head);
  if (rv.state === "error") {
    panel.appendChild(konkanEl("p", "konkan-review-error", { role: "alert", text: rv.error || "" }));
    return panel;
  }
  if (rv.state === "running") {
    const p = rv.progress || { done: 0, total: 0, text: "" };
    const box = konkanEl("div", "konkan-review-progress", { "data-testid": "review-progress" });
    const bar = konkanEl("progress", "", { max: String(p.total || 1), "aria-label": p.text });
    if (p.total) bar.value = p.done;
    box.append(bar, konkanEl("span", "konkan-review-progress-text", { "aria-live": "polite", text: p.text }));
    panel.appendChild(box);
    return panel;
  }
  const replay = rv.replay || {};
  if (replay.number) panel.appendChild(replayBox(replay));
  const sums = konkanEl("div", "konkan-review-summary", { "data-testid": "review-summary" });
  [rv.summary, rv.accuracy, rv.luck].forEach((t) => {
    if (t) sums.appendChild(konkanEl("p", "", { text: t }));
  });
  panel.appendChild(sums);
  const strip = konkanEl("div", "konkan-review-strip", { role: "toolbar", "aria-label": say("strip"), "data-testid": "review-strip" });
  const chips = [];
  (rv.strip || []).forEach((c) => {
    const chip = konkanEl("button", "konkan-review-chip" + (c.flagged ? " konkan-review-flagged" : "") + (c.shown ? " konkan-review-shown" : ""), {
      type: "button",
      "data-grade": c.grade,
      "data-index": c.index,
      "data-focus": "chip-" + c.index,
      "aria-label": c.label,
      title: c.label,
      "aria-pressed": c.shown ? "true" : "false",
      style: "background:" + c.color + ";color:" + c.ink
    });
    chip.append(
      konkanEl("span", "konkan-review-chip-n", { text: String(c.number), "aria-hidden": "true" }),
      konkanEl("span", "konkan-review-chip-symbol", { text: c.symbol, "aria-hidden": "true" })
    );
    chip.addEventListener("click", () => {
      send({ kind: "replay", index: c.index });
      konkanReviewToTable(chip);
    });
    chips.push(chip);
    strip.appendChild(chip);
  });
  konkanRove(strip, () => chips, { onPress: (e) => e.click() }).sync();
  panel.appendChild(strip);
  if (rv.legend) panel.appendChild(konkanEl("p", "konkan-review-legend", { text: rv.legend, "data-testid": "review-legend" }));
  const moments = konkanEl("section", "konkan-review-moments", { "aria-label": say("moments"), "data-testid": "review-moments" });
  moments.appendChild(konkanEl("h5", "", { text: say("moments") }));
  if (!(rv.moments || []).length) moments.appendChild(konkanEl("p", "konkan-soft", { text: say("no_moments") }));
  (rv.moments || []).forEach((m) => {
    const box = konkanEl("article", "konkan-review-moment", { "data-index": m.index, "data-testid": "review-moment" });
    const top = konkanEl("div", "konkan-review-moment-head");
    top.append(
      konkanEl("span", "konkan-review-badge", { text: m.symbol + " " + m.word, style: "background:" + m.color + ";color:" + m.ink }),
      konkanEl("strong", "", { text: m.title }),
      konkanEl("span", "konkan-review-lost", { text: m.lost })
    );
    box.appendChild(top);
    box.appendChild(line(say("played"), m.played, "played"));
    box.appendChild(line(say("better"), m.better, "better"));
    const why = konkanEl("ul", "konkan-review-why");
    m.why.forEach((w) => {
      const li = konkanEl("li", "", { text: w.text });
      if (w.rule) li.appendChild(konkanEl("small", "konkan-review-rule", { text: w.rule }));
      why.appendChild(li);
    });
    if (m.why.length) box.appendChild(why);
    const row = konkanEl("div", "konkan-review-moment-buttons");
    row.appendChild(konkanButton(say("show"), () => {
      send({ kind: "replay", index: m.index });
      konkanReviewToTable(row);
    }, {
      action: "replay-" + m.index,
      cls: "konkan-small-button"
    }));
    if (m.retry) row.appendChild(konkanButton(say("retry"), () => {
      send({ kind: "retry", index: m.index });
      konkanReviewToTable(row);
    }, {
      action: "retry-" + m.index,
      cls: "konkan-small-button",
      reason: say("retry_why")
    }));
    box.appendChild(row);
    moments.appendChild(box);
  });
  panel.appendChild(moments);
  if (rv.book) panel.appendChild(konkanEl("p", "konkan-review-book konkan-soft", { "data-testid": "review-book", text: rv.book }));
  return panel;
  function line(label, text, which) {
    const p = konkanEl("p", "konkan-review-line konkan-review-line-" + which);
    p.append(konkanEl("span", "konkan-review-label", { text: label }), document.createTextNode(" " + text));
    return p;
  }
  function replayBox(r) {
    const box = konkanEl("div", "konkan-review-replay", { "data-testid": "review-replay", role: "status" });
    box.appendChild(konkanEl("p", "konkan-review-replay-text", { text: r.text || "" }));
    if (!r.playing) {
      box.appendChild(line(say("played"), r.played || "", "played"));
      if (r.verdict) box.appendChild(konkanEl("p", "konkan-review-verdict", { "data-testid": "review-verdict", text: r.verdict }));
      if (!r.same) box.appendChild(line(say("better"), r.better || "", "better"));
      if (!r.same) box.appendChild(konkanEl("p", "konkan-soft", { text: say("replay.marks") }));
    }
    const row = konkanEl("div", "konkan-review-moment-buttons");
    if (!r.playing && !r.same) row.appendChild(konkanButton(say("replay.play_better"), () => send({ kind: "replay_better" }), {
      action: "replay-better",
      cls: "konkan-primary",
      reason: say("replay.play_better_why")
    }));
    row.appendChild(konkanButton(say("replay.back"), () => send({ kind: "replay_back" }), { action: "replay-back" }));
    box.appendChild(row);
    return box;
  }
}

// src/table.js
var KONKAN_FAST_PACE = 150;
var KONKAN_BEAT_MS = 1e4;
function konkanTableRender({ model, el }) {
  const say = (key, fields = {}) => konkanSay(model, "widget.table." + key, fields);
  const count = (n) => say(n === 1 ? "cards.one" : "cards.many", { count: n });
  const root = konkanRoot(el, "konkan-table", say("label"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const main = konkanEl("div", "konkan-table-main");
  root.appendChild(main);
  const narrator = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  root.appendChild(narrator);
  let timer = null;
  let timerFor = -1;
  let lastNarrated = null;
  let dragId = null;
  let pending = false;
  let showWhy = model.get("size") === "projector";
  const draft = { value: "" };
  let meldsScroll = 0;
  const send = (intent) => konkanSend(model, intent);
  const reviewTimer = konkanReviewTimer(model, send);
  const get = (k) => model.get(k);
  function pace() {
    const status = get("status") || {};
    const rev = get("revision");
    if (!status.computer || !get("auto")) {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      return;
    }
    if (timer && timerFor === rev) return;
    if (timer) clearTimeout(timer);
    timerFor = rev;
    timer = setTimeout(() => {
      timer = null;
      send({ kind: "step", at: rev });
    }, get("pace") || 500);
  }
  function narrate() {
    const log = get("narration") || [];
    const last = log.length ? log[log.length - 1] : null;
    const key = last ? String(last.index) + ":" + last.text : null;
    if (key === lastNarrated) return;
    const before = lastNarrated;
    lastNarrated = key;
    if (before === null && log.length > 1) return;
    if (last) narrator.textContent = last.text + (last.why && showWhy ? " " + last.why : "");
  }
  function header(view, status) {
    const bar = konkanEl("div", "konkan-topbar");
    const title = konkanEl("div", "konkan-title", { text: status.title || "" });
    const stat = konkanEl("div", "konkan-status", { "data-testid": "status", text: status.text || "" });
    bar.append(title, stat);
    if (status.question) {
      bar.appendChild(konkanClassQuestion(
        status.question,
        send,
        draft,
        konkanMessageSlot,
        (id) => konkanCardEl(model, id, { cls: "konkan-moment-card" })
      ));
    }
    const controls = konkanEl("div", "konkan-controls", { role: "toolbar", "aria-label": say("controls") });
    if (status.shared) {
      controls.appendChild(konkanButton(konkanSay(model, "widget.shared_table.leave"), () => send({ kind: "leave" }), {
        action: "leave",
        cls: "konkan-small-button",
        reason: konkanSay(model, "widget.shared_table.leave_why")
      }));
    } else if ((status.computers || []).length) {
      const fast = get("pace") <= KONKAN_FAST_PACE;
      controls.appendChild(konkanButton(say(fast ? "normal_speed" : "faster"), () => send({ kind: "settings", pace: fast ? 500 : KONKAN_FAST_PACE }), { action: "faster", cls: "konkan-small-button" }));
      controls.appendChild(konkanButton(say(get("auto") ? "pause" : "play_on"), () => send({ kind: "settings", auto: !get("auto") }), { action: "auto", cls: "konkan-small-button" }));
      if (get("size") === "projector") {
        controls.appendChild(konkanButton(say("next_turn"), () => send({ kind: "turn" }), {
          action: "turn",
          cls: "konkan-small-button",
          enabled: !!status.computer,
          reason: status.computer ? say("next_turn_why") : say("no_computer")
        }));
      } else {
        controls.appendChild(konkanButton(say("step"), () => send({ kind: "step", at: get("revision") }), {
          action: "step",
          cls: "konkan-small-button",
          enabled: !!status.computer,
          reason: status.computer ? say("step_why") : say("no_computer")
        }));
      }
      if (!status.lesson && !status.hot_seat && !status.shared && get("size") !== "projector" && !get("open_hands")) {
        const teach = konkanButton(say("teaching"), () => send({ kind: "settings", teaching: !status.teaching }), {
          action: "teaching",
          cls: "konkan-small-button konkan-teaching-switch",
          reason: say("teaching.why")
        });
        teach.setAttribute("aria-pressed", status.teaching ? "true" : "false");
        controls.appendChild(teach);
      }
    }
    controls.appendChild(konkanButton(konkanSay(model, get("four_colour") ? "widget.base.colours.two" : "widget.base.colours.four"), () => send({ kind: "settings", four_colour: !get("four_colour") }), { action: "colours", cls: "konkan-small-button" }));
    konkanRove(controls, () => (
      /** @type {HTMLElement[]} */
      [...controls.children]
    ), { onPress: (e) => e.click() }).sync();
    bar.appendChild(controls);
    return bar;
  }
  function seatsAt(view, status, side) {
    const places = (get("places") || []).filter((p) => p.side === side && p.seat !== view.seat);
    if (!places.length) return null;
    places.sort((a, b) => a.x - b.x);
    const row = konkanEl("div", "konkan-seats konkan-seats-" + side, {
      role: "list",
      "aria-label": say("side." + side),
      "data-testid": "seats-" + side
    });
    places.forEach((p) => row.appendChild(seatBox(view, status, p.seat, side)));
    return row;
  }
  function seatBox(view, status, s, side) {
    const hands = get("hands") || [];
    const last = get("last_move") || {};
    const n = view.hand_sizes[s];
    const down = view.down[s];
    const turn = view.current === s && view.phase !== "over";
    const words = say("seat" + (down ? ".down" : "") + (turn ? ".turn" : ""), { name: view.names[s], cards: count(n) });
    const box = konkanEl(
      "div",
      "konkan-seat" + (turn ? " konkan-turn" : "") + (last.seat === s ? " konkan-moved" : ""),
      { role: "listitem", "aria-label": words, "data-seat": s, "data-side": side, "data-testid": "seat-" + s }
    );
    const name = konkanEl("div", "konkan-seat-name");
    name.append(konkanEl("span", "", { text: view.names[s] }));
    const user = (status.users || [])[s];
    if (user) name.append(konkanEl("span", "konkan-tag konkan-tag-user", { text: user }));
    if ((status.computers || []).includes(s)) name.append(konkanEl("span", "konkan-tag", { text: say("computer") }));
    if (turn) name.append(konkanEl("span", "konkan-tag konkan-tag-turn", { text: say("to_play") }));
    box.appendChild(name);
    const open = hands[s];
    const fan = konkanEl(
      "div",
      "konkan-fan" + (open ? "" : " konkan-fan-backs"),
      open ? {} : { "aria-hidden": "true" }
    );
    if (open) box.classList.add("konkan-open-hand");
    const shown = open ? open : new Array(Math.min(n, 14)).fill(null);
    shown.forEach((id) => fan.appendChild(konkanCardEl(model, id, { cls: "konkan-small" })));
    const info = konkanEl("div", "konkan-seat-info");
    info.append(konkanEl("span", "konkan-count", { text: count(n) }));
    info.append(konkanEl("span", "konkan-badge" + (down ? " konkan-badge-down" : ""), { text: say(down ? "down" : "not_down") }));
    if ((view.declared || []).includes(s)) info.append(konkanEl("span", "konkan-badge konkan-badge-konkan", { text: say("konkan") }));
    const body = konkanEl("div", "konkan-seat-body");
    body.append(fan, info);
    box.appendChild(body);
    return box;
  }
  function piles(view, mine) {
    const wrap = konkanEl("div", "konkan-piles", { role: "group", "aria-label": say("piles") });
    const stock = konkanEl("button", "konkan-pile konkan-stock", {
      type: "button",
      "data-testid": "stock",
      "data-focus": "stock",
      "aria-label": view.stock_size ? say("stock", { cards: count(view.stock_size) }) : say("stock.empty")
    });
    if (view.stock_size) stock.appendChild(konkanCardEl(model, null, { role: "presentation", label: "" }));
    else stock.appendChild(konkanEl("span", "konkan-card konkan-empty", { text: say("empty") }));
    stock.appendChild(konkanEl("span", "konkan-pile-label", { text: say("stock.count", { count: view.stock_size }) }));
    stock.addEventListener("click", () => send({ kind: "act", action: "draw" }));
    const top = view.discard_pile.length ? view.discard_pile[view.discard_pile.length - 1] : null;
    const last = get("last_move") || {};
    const pile = konkanEl("button", "konkan-pile konkan-discard", {
      type: "button",
      "data-testid": "discard-pile",
      "data-focus": "pile",
      "aria-label": top === null ? say("pile.empty") : say("pile", { cards: count(view.discard_pile.length), card: konkanCard(top, model).name })
    });
    if (top === null) pile.appendChild(konkanEl("span", "konkan-card konkan-empty", { text: say("empty") }));
    else pile.appendChild(konkanCardEl(model, top, {
      role: "presentation",
      cls: (last.cards || []).includes(top) ? "konkan-last" : ""
    }));
    pile.appendChild(konkanEl("span", "konkan-pile-label", { text: say("pile.count", { count: view.discard_pile.length }) }));
    pile.addEventListener("click", () => send({ kind: "act", action: "take" }));
    const marks = konkanReviewMarks(model);
    konkanReviewMark(model, stock, marks.get("stock"));
    konkanReviewMark(model, pile, marks.get("discard"));
    wrap.append(stock, pile);
    konkanRove(wrap, () => [stock, pile], { onPress: (e) => e.click() }).sync();
    return wrap;
  }
  function melds(view) {
    const wrap = konkanEl("div", "konkan-melds", { role: "listbox", "aria-label": say("melds"), "data-testid": "melds" });
    const target = get("target");
    const last = get("last_move") || {};
    const hint = get("hint") || {};
    const fits = new Set((get("live") || {}).fits || []);
    if (!view.table.length) {
      wrap.appendChild(konkanEl("div", "konkan-empty-note", { text: say("no_melds") }));
      return wrap;
    }
    const items = [];
    view.table.forEach((m, i) => {
      const owner = view.names[m.owner];
      const lit = last.meld === i;
      const fit = fits.has(i) && target !== i;
      const cls = "konkan-meld" + (target === i ? " konkan-targeted" : "") + (lit ? " konkan-last-meld" : "") + (hint.meld === i ? " konkan-hinted-meld" : "") + (fit ? " konkan-fits" : "");
      const item = konkanEl("div", cls, {
        role: "option",
        "aria-selected": target === i ? "true" : "false",
        "data-meld": i,
        "data-focus": "meld-" + i,
        "data-testid": "meld-" + i,
        "aria-label": say(fit ? "meld.fits" : "meld", { number: i + 1, owner, message: m.message }),
        title: m.message
      });
      const cap = konkanEl("div", "konkan-meld-caption");
      const who = konkanEl("span", "konkan-meld-owner");
      who.append(konkanEl("span", "konkan-meld-number", { text: String(i + 1), "aria-hidden": "true" }), document.createTextNode(owner));
      cap.append(who);
      cap.append(fit ? konkanEl("span", "konkan-fits-tag", { text: say("fits"), "aria-hidden": "true", "data-testid": "fits" }) : konkanEl("span", "konkan-meld-points", { text: say("points", { points: m.points }) }));
      item.appendChild(cap);
      const cards = konkanEl("div", "konkan-meld-cards");
      m.cards.forEach((id) => cards.appendChild(konkanCardEl(model, id, {
        cls: "konkan-mid" + ((last.cards || []).includes(id) && lit ? " konkan-last" : ""),
        role: "presentation"
      })));
      item.appendChild(cards);
      const shown2 = m.joker_shown || { cards: [], word: "" };
      if (shown2.cards.length) item.appendChild(konkanEl("div", "konkan-joker-reading", {
        text: say(
          shown2.word === "and" ? "jokers_are" : "joker_is",
          { cards: konkanJoin(model, shown2.cards.map((c) => konkanCard(konkanIdOf(c), model).text), shown2.word) }
        )
      }));
      konkanReviewMark(model, item, konkanReviewMarks(model).get("meld-" + i));
      item.addEventListener("click", () => send({ kind: "target", index: i }));
      items.push(item);
      wrap.appendChild(item);
    });
    konkanRove(wrap, () => items, { onPress: (e) => e.click() }).sync();
    wrap.addEventListener("scroll", () => {
      meldsScroll = wrap.scrollTop;
    });
    const shown = items.find((e) => e.classList.contains("konkan-fits")) || items.find((e) => e.classList.contains("konkan-targeted")) || items.find((e) => e.classList.contains("konkan-hinted-meld")) || items.find((e) => e.classList.contains("konkan-last-meld"));
    requestAnimationFrame(() => {
      wrap.scrollTop = meldsScroll;
      if (!shown || !wrap.isConnected) return;
      const box = wrap.getBoundingClientRect(), it = shown.getBoundingClientRect();
      if (it.top < box.top) wrap.scrollTop -= box.top - it.top + 4;
      else if (it.bottom > box.bottom) wrap.scrollTop += Math.min(it.bottom - box.bottom + 4, it.top - box.top - 4);
      meldsScroll = wrap.scrollTop;
    });
    return wrap;
  }
  function hand(view, status) {
    const area = konkanEl("div", "konkan-hand-area");
    if (status.out) {
      area.appendChild(konkanEl("div", "konkan-hand-title", { text: say("out") }));
      return area;
    }
    const head = konkanEl("div", "konkan-hand-head");
    const me = view.names[view.seat];
    head.appendChild(konkanEl("div", "konkan-hand-title", { text: say(status.hot_seat || status.named ? "hand.named" : "hand", { name: me, cards: count(view.hand_sizes[view.seat]) }) }));
    const sorts = konkanEl("div", "konkan-sorts");
    if (!status.hidden) {
      sorts.append(
        konkanButton(say("sort_suit"), () => send({ kind: "sort", by: "suit" }), { action: "sort-suit", cls: "konkan-small-button" }),
        konkanButton(say("sort_rank"), () => send({ kind: "sort", by: "rank" }), { action: "sort-rank", cls: "konkan-small-button" })
      );
    }
    konkanRove(sorts, () => (
      /** @type {HTMLElement[]} */
      [...sorts.children]
    ), { onPress: (e) => e.click() }).sync();
    head.appendChild(sorts);
    area.appendChild(head);
    if (status.hidden) {
      const cover = konkanEl("div", "konkan-hidden-hand");
      const n = view.hand_sizes[view.seat];
      const fan = konkanEl("div", "konkan-fan");
      for (let i = 0; i < n; i++) fan.appendChild(konkanCardEl(model, null, { cls: "konkan-mid" }));
      cover.appendChild(fan);
      cover.appendChild(konkanButton(say("show_hand"), () => send({ kind: "show_hand" }), {
        action: "show-hand",
        cls: "konkan-primary"
      }));
      area.appendChild(cover);
      return area;
    }
    const picked = new Set(get("picked") || []);
    const hint = new Set((get("hint") || {}).cards || []);
    const last = get("last_move") || {};
    const lastCards = last.seat === view.seat ? new Set(last.cards || []) : /* @__PURE__ */ new Set();
    const staged = new Set((get("staged") || []).flat());
    const marks = konkanReviewMarks(model);
    const order = (get("order") || []).filter((id) => view.hand.includes(id) && !staged.has(id));
    const row = konkanEl("div", "konkan-hand", {
      role: "listbox",
      "aria-multiselectable": "true",
      "data-testid": "hand",
      "aria-label": say("hand_label")
    });
    const items = order.map((id) => {
      const c = konkanCard(id, model);
      const cls = "konkan-big" + (picked.has(id) ? " konkan-picked" : "") + (hint.has(id) ? " konkan-hinted" : "") + (lastCards.has(id) ? " konkan-last" : "") + (staged.has(id) ? " konkan-staged" : "");
      let label = c.name;
      if (picked.has(id)) label = say("card.picked", { card: label });
      if (hint.has(id)) label = say("card.hinted", { card: label });
      if (staged.has(id)) label = say("card.set_aside", { card: label });
      const e = konkanCardEl(model, id, { cls, role: "option", label });
      konkanReviewMark(model, e, marks.get(String(id)));
      e.setAttribute("aria-selected", picked.has(id) ? "true" : "false");
      e.dataset.focus = "card-" + id;
      e.draggable = true;
      e.addEventListener("click", () => togglePick(id));
      e.addEventListener("dragstart", (ev) => {
        dragId = id;
        if (ev.dataTransfer) {
          ev.dataTransfer.effectAllowed = "move";
          ev.dataTransfer.setData("text/plain", String(id));
        }
      });
      e.addEventListener("dragover", (ev) => {
        ev.preventDefault();
        e.classList.add("konkan-drop");
      });
      e.addEventListener("dragleave", () => e.classList.remove("konkan-drop"));
      e.addEventListener("drop", (ev) => {
        ev.preventDefault();
        e.classList.remove("konkan-drop");
        if (dragId === null || dragId === id) return;
        const next = order.filter((x) => x !== dragId);
        next.splice(next.indexOf(id), 0, dragId);
        dragId = null;
        send({ kind: "arrange", cards: next });
      });
      return e;
    });
    items.forEach((e) => row.appendChild(e));
    if (!items.length) row.appendChild(konkanEl("span", "konkan-empty-note", { text: say("no_cards") }));
    konkanRove(row, () => items, {
      onPress: (e) => e.click(),
      onKey: (ev, e, i) => {
        if (!ev.shiftKey || ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
        ev.preventDefault();
        const j = ev.key === "ArrowLeft" ? i - 1 : i + 1;
        if (j < 0 || j >= order.length) return;
        const next = order.slice();
        [next[i], next[j]] = [next[j], next[i]];
        send({ kind: "arrange", cards: next });
      }
    }).sync();
    area.appendChild(row);
    const staging = get("staged") || [];
    if (staging.length) {
      const st = konkanEl("div", "konkan-staged-row", { "data-testid": "staged" });
      st.appendChild(konkanEl("span", "konkan-staged-label", { text: say("set_aside") }));
      staging.forEach((g) => {
        const group = konkanEl("span", "konkan-staged-group", { role: "img", "aria-label": konkanCardsText(g, model) });
        g.forEach((id) => group.appendChild(konkanCardEl(model, id, { cls: "konkan-staged", role: "presentation", label: "" })));
        st.appendChild(group);
      });
      area.appendChild(st);
    }
    return area;
  }
  function togglePick(id) {
    const picked = (get("picked") || []).slice();
    const at = picked.indexOf(id);
    if (at >= 0) picked.splice(at, 1);
    else picked.push(id);
    send({ kind: "pick", cards: picked });
  }
  function liveLine() {
    const live = get("live") || {};
    const box = konkanEl("div", "konkan-live", { "data-testid": "live", "aria-live": "polite" });
    if (live.text) {
      box.dataset.ok = live.ok ? "true" : live.building ? "building" : "false";
      box.append(konkanEl("span", "konkan-live-cards", { text: konkanCardsText(live.cards, model) }));
      const words = konkanEl("span", "konkan-live-text");
      if (get("rule_texts")) words.append(...konkanRuleText(live.text, get("rule_texts"), model));
      else words.textContent = live.text;
      box.append(words);
      const joker = live.joker;
      if (joker) {
        const choice = konkanEl("div", "konkan-joker-choice", { role: "group", "aria-label": say("joker_choice") });
        choice.append(konkanEl("span", "konkan-soft", { text: say("joker_as") }));
        const buttons2 = joker.options.map((o) => {
          const b = konkanButton(o.text, () => send({ kind: "joker", reading: o.code }), {
            action: "joker-" + o.code,
            cls: "konkan-small-button",
            title: say("joker_stands", { card: o.name })
          });
          b.setAttribute("aria-pressed", o.code === joker.as ? "true" : "false");
          return b;
        });
        buttons2.forEach((b) => choice.appendChild(b));
        konkanRove(choice, () => buttons2, { onPress: (e) => e.click() }).sync();
        box.append(choice);
      }
    } else {
      box.append(konkanEl("span", "konkan-live-text konkan-soft", { text: say("pick") }));
    }
    return box;
  }
  function buttons(status) {
    const row = konkanEl("div", "konkan-actions", { role: "toolbar", "aria-label": say("moves"), "data-testid": "actions" });
    const list = [];
    const add = (b) => {
      b.dataset.focus = "btn-" + b.dataset.action;
      list.push(b);
      row.appendChild(b);
    };
    if (status.review) {
    } else if (status.round_over) {
      if (!status.game_over && !status.lesson) add(konkanButton(say("next_round"), () => send({ kind: "act", action: "next_round" }), { action: "next_round", cls: "konkan-primary" }));
      const review = konkanReviewButton(model, send);
      if (review) add(review);
    } else {
      for (const b of get("actions") || []) {
        add(konkanButton(b.label, () => send({ kind: "act", action: b.name }), {
          action: b.name,
          enabled: b.enabled && !status.thinking,
          reason: b.reason,
          cls: b.enabled && b.primary ? "konkan-primary" : ""
        }));
      }
      if (!status.lesson) add(konkanButton(say("hint"), () => send({ kind: "hint" }), {
        action: "hint",
        cls: "konkan-hint-button",
        enabled: !status.hidden && !status.computer && !status.thinking,
        reason: say("hint_why")
      }));
      if (!status.lesson && (get("size") === "projector" || get("open_hands"))) add(konkanButton(
        say("ask"),
        () => send({ kind: "ask" }),
        {
          action: "ask",
          enabled: !status.ask,
          reason: status.ask || say("ask_why")
        }
      ));
    }
    konkanRove(row, () => list, { onPress: (e) => e.click() }).sync();
    return row;
  }
  function askBox() {
    const ask = get("ask") || {};
    if (!ask.question) return null;
    const box = konkanEl("section", "konkan-ask", { "data-testid": "ask", "aria-label": say("question") });
    box.appendChild(konkanEl("div", "konkan-ask-question", { text: ask.question }));
    if (ask.hint) {
      const h = konkanEl("div", "konkan-ask-hint", { "data-testid": "ask-hint" });
      h.append(konkanEl("strong", "", { text: say("hint_is") }), document.createTextNode(ask.hint.text));
      box.appendChild(h);
    } else {
      box.appendChild(konkanButton(say("show_hint"), () => send({ kind: "reveal" }), { action: "reveal", cls: "konkan-primary" }));
    }
    const seatIsComputer = ask.seat !== void 0 && ((get("status") || {}).computers || []).includes(ask.seat);
    box.appendChild(konkanEl("div", "konkan-soft", { text: seatIsComputer ? say(get("size") === "projector" ? "then_next_turn" : "then_step", { name: ask.name || "" }) : say("then_move") }));
    return box;
  }
  function hintBox() {
    const hint = get("hint") || {};
    if (!hint.text) return null;
    const box = konkanEl("div", "konkan-hint", { "data-testid": "hint" });
    box.append(konkanEl("strong", "", { text: say("hint_is") }), document.createTextNode(hint.text));
    return box;
  }
  function logPanel() {
    const panel = konkanEl("section", "konkan-panel konkan-log", { "aria-label": say("log") });
    const head = konkanEl("div", "konkan-log-head");
    head.appendChild(konkanEl("h4", "", { text: say("log") }));
    panel.appendChild(head);
    const listId = konkanId(root, "log");
    const list = konkanEl("ol", "konkan-log-list", { id: listId, "data-testid": "log", tabindex: "0", "aria-label": say("log_list") });
    const log = get("narration") || [];
    log.forEach((e, k) => {
      const li = konkanEl("li", "konkan-log-item", { "data-kind": e.kind });
      li.append(konkanEl("span", "konkan-log-n", { text: k + 1 + ".", "aria-hidden": "true" }));
      li.append(konkanEl("span", "konkan-log-text", { text: e.text }));
      if (e.by) li.append(konkanEl("span", "konkan-tag konkan-tag-for-you", { text: e.by, "data-testid": "for-you" }));
      if (e.why) li.append(konkanEl("span", "konkan-why", { text: e.why, hidden: !showWhy }));
      list.appendChild(li);
    });
    if (log.some((e) => e.why)) {
      const toggle = konkanButton(say("reasons"), () => {
        showWhy = !showWhy;
        toggle.setAttribute("aria-pressed", showWhy ? "true" : "false");
        list.querySelectorAll(".konkan-why").forEach((w) => {
          w.hidden = !showWhy;
        });
        list.scrollTop = list.scrollHeight;
      }, { action: "reasons", cls: "konkan-small-button konkan-reasons-switch" });
      toggle.setAttribute("aria-pressed", showWhy ? "true" : "false");
      toggle.setAttribute("aria-controls", listId);
      head.appendChild(toggle);
    }
    panel.appendChild(list);
    requestAnimationFrame(() => {
      list.scrollTop = list.scrollHeight;
    });
    return panel;
  }
  function scorePanel() {
    const sc = get("scores") || {};
    const panel = konkanEl("section", "konkan-panel konkan-scores", { "aria-label": say("scores"), "data-testid": "scores" });
    panel.appendChild(konkanEl("h4", "", { text: say("scores") }));
    const names = sc.names || [];
    const table = konkanEl("table", "konkan-score-table");
    const head = konkanEl("tr");
    head.appendChild(konkanEl("th", "", { text: say("round"), scope: "col" }));
    names.forEach((n) => head.appendChild(konkanEl("th", "", { text: n, scope: "col" })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    table.appendChild(thead);
    const body = konkanEl("tbody");
    for (const r of sc.rounds || []) {
      const tr = konkanEl("tr");
      tr.appendChild(konkanEl("th", "", { text: String(r.number), scope: "row" }));
      const bySeat = {};
      (r.lines || []).forEach((l) => {
        bySeat[l.seat] = l;
      });
      names.forEach((_, s) => {
        const l = bySeat[s];
        tr.appendChild(konkanNumberIn(konkanEl("td", "", { title: l ? l.message : say("not_in_round") }), l ? l.score : "–"));
      });
      body.appendChild(tr);
    }
    const tot = konkanEl("tr", "konkan-total");
    tot.appendChild(konkanEl("th", "", { text: say("total"), scope: "row" }));
    (sc.totals || []).forEach((t) => tot.appendChild(konkanNumberIn(konkanEl("td"), t)));
    body.appendChild(tot);
    table.appendChild(body);
    panel.appendChild(table);
    const rounds = sc.rounds || [];
    rounds.forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", { open: k === rounds.length - 1 });
      det.appendChild(konkanEl("summary", "", { text: say("round_line", { number: r.number, message: r.message || r.ending }) }));
      const ul = konkanEl("ul");
      (r.lines || []).forEach((l) => ul.appendChild(konkanEl("li", "", { text: l.message })));
      det.appendChild(ul);
      panel.appendChild(det);
    });
    if (!rounds.length) panel.appendChild(konkanEl("p", "konkan-soft", { text: say("scores_later") }));
    return panel;
  }
  function roundLines(r, names, totals) {
    const table = konkanEl("table", "konkan-score-table konkan-round-table");
    const head = konkanEl("tr");
    [say("player"), say("this_round"), say("why")].concat(totals ? [say("total")] : []).forEach((t) => head.appendChild(konkanEl("th", "", { text: t, scope: "col" })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    table.appendChild(thead);
    const body = konkanEl("tbody");
    (r.lines || []).forEach((l) => {
      const tr = konkanEl("tr", "", { "data-seat": l.seat });
      tr.appendChild(konkanEl("th", "", { text: names[l.seat], scope: "row" }));
      tr.appendChild(konkanNumberIn(konkanEl("td", "konkan-round-score"), (l.score > 0 ? "+" : "") + l.score));
      tr.appendChild(konkanEl("td", "konkan-round-why", { text: l.message }));
      if (totals) tr.appendChild(konkanNumberIn(konkanEl("td", "konkan-round-total"), totals[l.seat]));
      body.appendChild(tr);
    });
    table.appendChild(body);
    return table;
  }
  function roundEnd(status) {
    const sc = get("scores") || {};
    const rounds = sc.rounds || [];
    const r = rounds.length ? rounds[rounds.length - 1] : null;
    if (!status.round_over || status.game_over || !r) return null;
    const box = konkanEl("section", "konkan-round-end", { "data-testid": "round-end", "aria-label": say("round_over", { number: r.number }) });
    box.appendChild(konkanEl("h4", "", { text: say("round_over", { number: r.number }) }));
    box.appendChild(konkanEl("p", "konkan-round-message", { text: r.message }));
    if (r.ending !== "void") box.appendChild(roundLines(r, sc.names || [], sc.totals));
    return box;
  }
  function gameEnd(status) {
    const sc = get("scores") || {};
    const end = sc.end || {};
    if (!status.game_over || !end.text) return null;
    const box = konkanEl("section", "konkan-game-end", { "data-testid": "game-end", "aria-label": say("game_over") });
    box.appendChild(konkanEl("h4", "", { text: say("game_over") }));
    box.appendChild(konkanEl("p", "konkan-game-message", { text: end.text }));
    const list = konkanEl("ol", "konkan-standings", { "data-testid": "standings", "aria-label": say("standings") });
    (end.standings || []).forEach((st) => {
      const li = konkanEl("li", "konkan-standing" + (st.won ? " konkan-winner" : ""), { "data-seat": st.seat });
      li.append(konkanEl("span", "konkan-standing-place", { text: st.place + "." }));
      li.append(konkanEl("span", "konkan-standing-name", { text: st.name }));
      li.append(konkanNumberIn(konkanEl("span", "konkan-standing-total"), st.total));
      if (st.note) li.append(konkanEl("span", "konkan-badge" + (st.won ? " konkan-badge-won" : ""), { text: st.note }));
      list.appendChild(li);
    });
    box.appendChild(list);
    (sc.rounds || []).forEach((r) => {
      const det = konkanEl("details", "konkan-round-result", { "data-testid": "round-result-" + r.number });
      det.appendChild(konkanEl("summary", "", { text: say(r.ending === "void" ? "round_result.void" : "round_result", { number: r.number, message: r.message }) }));
      if (r.ending !== "void") det.appendChild(roundLines(r, sc.names || [], null));
      box.appendChild(det);
    });
    const again = konkanEl("div", "konkan-new-game", { role: "group", "aria-label": say("new_game") });
    const id = konkanId(root, "seed");
    const label = konkanEl("label", "", { for: id, text: say("seed") });
    const input = konkanEl("input", "konkan-seed-input", { id, type: "text", maxlength: "40", "data-testid": "seed", placeholder: say("seed_example", { seed: String(end.seed) }) });
    const start = () => {
      const seed = input.value.trim();
      send(seed ? { kind: "new_game", seed } : { kind: "new_game" });
    };
    input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") {
        ev.preventDefault();
        start();
      }
    });
    again.append(
      konkanButton(say("new_game"), start, { action: "new_game", cls: "konkan-primary" }),
      label,
      input,
      konkanEl("span", "konkan-soft", { text: say("seed_is", { seed: String(end.seed) }) })
    );
    if (!status.lesson && !status.shared) box.appendChild(again);
    return box;
  }
  function lastMoveCaption() {
    const last = get("last_move") || {};
    const text = last.caption || (last.text ? say("last_move", { text: last.text }) : "");
    return konkanEl("div", "konkan-last-caption", { "data-testid": "last-move", text });
  }
  function draw() {
    const view = get("view") || {};
    const status = get("status") || {};
    const seating = get("seating") || {};
    if (seating.code && seating.table == null) {
      main.replaceChildren(konkanSeatPicker(model, seating, send), konkanMessageSlot);
      root.dataset.revision = String(get("revision"));
      return;
    }
    if (!view.names) return;
    const active = (
      /** @type {HTMLElement | null} */
      document.activeElement
    );
    const focusKey = active && root.contains(active) && active.dataset ? active.dataset.focus : null;
    const projector = get("size") === "projector";
    root.classList.toggle("konkan-projector", projector);
    const felt = konkanEl("div", "konkan-felt");
    const top = seatsAt(view, status, "top");
    const left = seatsAt(view, status, "left");
    const right = seatsAt(view, status, "right");
    const pileBox = piles(view, view.current === view.seat);
    const pilesUp = projector || !!(left || right);
    if (pilesUp) {
      const row = konkanEl("div", "konkan-top-row");
      row.appendChild(pileBox);
      if (top) row.appendChild(top);
      felt.appendChild(row);
    } else if (top) felt.appendChild(top);
    const middle = konkanEl("div", "konkan-middle");
    const centre = konkanEl("div", "konkan-centre");
    if (!pilesUp) centre.appendChild(pileBox);
    centre.appendChild(melds(view));
    if (left || right) middle.classList.add("konkan-has-sides");
    if (left) middle.appendChild(left);
    middle.appendChild(centre);
    if (right) middle.appendChild(right);
    felt.appendChild(middle);
    felt.appendChild(lastMoveCaption());
    felt.appendChild(hand(view, status));
    const hb = hintBox();
    const below = konkanEl("div", "konkan-below");
    below.append(logPanel(), scorePanel());
    const parts = [header(view, status)];
    if (status.banner) parts.push(konkanEl("div", "konkan-banner", { role: "status", "data-testid": "banner", text: status.banner }));
    const ending = gameEnd(status) || roundEnd(status);
    if (ending) parts.push(ending);
    else if (!status.review) parts.push(liveLine());
    parts.push(buttons(status));
    const reviewed = status.retry ? null : konkanReviewPanel(model, send);
    if (reviewed && !status.question) parts.push(konkanMessageSlot);
    if (reviewed) parts.push(reviewed);
    const ab = askBox();
    if (ab) parts.push(ab);
    if (hb) parts.push(hb);
    if (!status.question && !reviewed) parts.push(konkanMessageSlot);
    parts.push(below);
    if (projector) {
      const side = konkanEl("div", "konkan-side");
      side.append(...parts);
      main.replaceChildren(felt, side);
    } else {
      parts.splice(status.banner ? 2 : 1, 0, felt);
      main.replaceChildren(...parts);
    }
    if (focusKey) {
      const again = (
        /** @type {HTMLElement | null} */
        main.querySelector('[data-focus="' + focusKey + '"]')
      );
      if (again) {
        again.tabIndex = 0;
        again.focus();
        if (again instanceof HTMLInputElement) again.setSelectionRange(again.value.length, again.value.length);
      }
    }
    root.dataset.revision = String(get("revision"));
    narrate();
    pace();
    reviewTimer.sync();
  }
  const messageBox = konkanMessage(model);
  const konkanMessageSlot = messageBox.el;
  disposers.push(messageBox.dispose);
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  };
  const keys = [
    "view",
    "hands",
    "order",
    "picked",
    "target",
    "staged",
    "live",
    "actions",
    "hint",
    "narration",
    "scores",
    "status",
    "last_move",
    "pace",
    "auto",
    "four_colour",
    "revision",
    "places",
    "size",
    "ask",
    "seating",
    "review"
  ];
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  const viewId = "v" + Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const beat = (kind) => {
    if (!(get("seating") || {}).code) return;
    try {
      model.send({ kind, view: viewId });
    } catch (e) {
    }
  };
  const here = () => beat("here");
  const gone = () => beat("gone");
  const back = () => {
    if (document.visibilityState === "visible") here();
  };
  here();
  const beating = setInterval(here, KONKAN_BEAT_MS);
  window.addEventListener("pagehide", gone);
  window.addEventListener("pageshow", here);
  document.addEventListener("visibilitychange", back);
  return () => {
    clearInterval(beating);
    window.removeEventListener("pagehide", gone);
    window.removeEventListener("pageshow", here);
    document.removeEventListener("visibilitychange", back);
    gone();
    keys.forEach((k) => model.off("change:" + k, schedule));
    if (timer) clearTimeout(timer);
    reviewTimer.stop();
    disposers.forEach((d) => d());
  };
}
function konkanIdOf(code) {
  if (code === "JK") return 104;
  const suit = code.slice(-1), rank = code.slice(0, -1);
  const r = (
    /** @type {Record<string, number>} */
    { A: 1, J: 11, Q: 12, K: 13 }[rank] || parseInt(rank, 10)
  );
  return 13 * KONKAN_SUITS.indexOf(suit) + r - 1;
}
var table_default = { render: konkanSpeaks(konkanTableRender) };

// src/mistakes.js
function konkanMistakesRender({ model, el }) {
  const root = konkanRoot(el, "konkan-mistakes", konkanSay(model, "widget.mistakes.label"), model);
  const disposers = [konkanFaces(root, model), konkanLive(root, model)];
  const none = konkanEl("section", "konkan-mistakes-none", { "data-testid": "nothing" });
  const title = konkanEl("div", "konkan-mistakes-title");
  const text = konkanEl("p", "konkan-mistakes-text", { role: "status", "data-testid": "nothing-text" });
  const message = konkanMessage(model);
  disposers.push(message.dispose);
  none.append(title, text, message.el);
  const tableHost = konkanEl("div", "konkan-mistakes-table", { "data-testid": "mistakes-table" });
  root.append(none, tableHost);
  disposers.push(konkanTableRender({ model, el: tableHost }));
  const draw = () => {
    const status = (
      /** @type {{ title?: string, text?: string, empty?: boolean }} */
      model.get("status") || {}
    );
    const empty = !!status.empty;
    none.hidden = !empty;
    tableHost.hidden = empty;
    title.textContent = status.title || "";
    text.textContent = status.text || "";
    root.dataset.revision = String(model.get("revision"));
  };
  draw();
  model.on("change:status", draw);
  model.on("change:revision", draw);
  return () => {
    model.off("change:status", draw);
    model.off("change:revision", draw);
    disposers.forEach((d) => d());
  };
}
var mistakes_default = { render: konkanSpeaks(konkanMistakesRender) };
export {
  mistakes_default as default
};

/// The symbols and names people type for units, mapped to CLDR unit ids: the data of
/// ``MeasureUnit/init(symbol:)`` (the rules are in ``UnitSymbolParser``).
///
/// Case matters where it changes the unit: `mm` is a millimeter and `Mm` a megameter,
/// `MB` a megabyte and `Mb` a megabit, `g` a gram and `G` the g-force. Compound symbols
/// (`km/h`, `m/s²`, `kW·h`) and SI-prefixed symbols (`kN`, `GJ`, `mV`) are understood by
/// ``UnitSymbolParser`` without being listed here; they are listed only when people write
/// them in a way those rules do not cover (`kph`, `mph`, `psi`).
enum UnitSymbols {
  /// Symbols and spelled-out names → CLDR id. Checked first, case-sensitively.
  static let table: [String: String] = symbols.merging(names) { first, _ in first }

  /// Spellings CLDR ids lack (British, irregular plurals, phrases); not listed as symbols.
  static let names: [String: String] = [
    "metre": "meter", "metres": "meter", "kilometre": "kilometer", "kilometres": "kilometer",
    "centimetre": "centimeter", "centimetres": "centimeter", "millimetre": "millimeter",
    "millimetres": "millimeter", "feet": "foot", "inches": "inch", "litre": "liter",
    "litres": "liter", "millilitre": "milliliter", "millilitres": "milliliter",
    "degrees celsius": "celsius", "degree celsius": "celsius", "degrees fahrenheit": "fahrenheit",
    "degree fahrenheit": "fahrenheit", "degrees-celsius": "celsius",
    "degrees-fahrenheit": "fahrenheit", "bits": "bit", "bytes": "byte",
  ]

  /// Symbol → CLDR id.
  static let symbols: [String: String] = [
    // Length
    "pm": "picometer", "nm": "nanometer", "μm": "micrometer", "µm": "micrometer",
    "um": "micrometer", "mm": "millimeter", "cm": "centimeter", "dm": "decimeter",
    "m": "meter", "km": "kilometer", "Mm": "megameter",
    "in": "inch", "ft": "foot", "yd": "yard", "mi": "mile", "nmi": "nautical-mile",
    "NM": "nautical-mile", "au": "astronomical-unit", "AU": "astronomical-unit",
    "ly": "light-year", "pc": "parsec", "fth": "fathom", "fur": "furlong",
    "smi": "mile-scandinavian",
    // Mass
    "μg": "microgram", "µg": "microgram", "ug": "microgram",
    "mcg": "microgram", "mg": "milligram", "g": "gram",
    "kg": "kilogram", "t": "tonne", "lb": "pound", "lbs": "pound",
    "oz": "ounce", "ozt": "ounce-troy", "oz t": "ounce-troy", "st": "stone", "ct": "carat",
    "Da": "dalton", "gr": "grain",
    // Volume
    "ml": "milliliter", "mL": "milliliter", "cl": "centiliter", "cL": "centiliter",
    "dl": "deciliter", "dL": "deciliter", "l": "liter", "L": "liter", "ℓ": "liter",
    "hl": "hectoliter", "hL": "hectoliter", "Ml": "megaliter", "ML": "megaliter",
    "cc": "cubic-centimeter", "cm³": "cubic-centimeter", "cm3": "cubic-centimeter",
    "m³": "cubic-meter", "m3": "cubic-meter", "km³": "cubic-kilometer", "ft³": "cubic-foot",
    "in³": "cubic-inch", "yd³": "cubic-yard", "mi³": "cubic-mile", "gal": "gallon",
    "imp gal": "gallon-imperial",
    "gal imp": "gallon-imperial", "qt": "quart", "fl oz": "fluid-ounce",
    "floz": "fluid-ounce", "fl. oz.": "fluid-ounce", "tbsp": "tablespoon",
    "Tbsp": "tablespoon", "tsp": "teaspoon", "bbl": "barrel", "bu": "bushel",
    "ac ft": "acre-foot", "ac-ft": "acre-foot",
    // Temperature
    "°C": "celsius", "℃": "celsius", "degC": "celsius", "deg C": "celsius", "C": "celsius",
    "°F": "fahrenheit", "℉": "fahrenheit", "degF": "fahrenheit", "deg F": "fahrenheit",
    "F": "fahrenheit", "K": "kelvin",
    // Duration
    "ns": "nanosecond", "μs": "microsecond", "µs": "microsecond", "us": "microsecond",
    "ms": "millisecond", "s": "second", "sec": "second", "secs": "second",
    "min": "minute", "mins": "minute", "h": "hour", "hr": "hour", "hrs": "hour",
    "d": "day", "wk": "week", "wks": "week", "mo": "month", "mos": "month", "y": "year",
    "yr": "year", "yrs": "year", "qtr": "quarter",
    // Speed
    "km/h": "kilometer-per-hour", "m/s": "meter-per-second", "mi/h": "mile-per-hour",
    "ft/s": "foot-per-second", "kph": "kilometer-per-hour", "kmh": "kilometer-per-hour",
    "km/hr": "kilometer-per-hour",
    "mph": "mile-per-hour", "kn": "knot", "kt": "knot", "kts": "knot",
    // Acceleration
    "G": "g-force", "m/s²": "meter-per-square-second", "m/s2": "meter-per-square-second",
    "m/s^2": "meter-per-square-second",
    // Angle
    "°": "degree", "deg": "degree", "rad": "radian", "′": "arc-minute",
    "arcmin": "arc-minute", "″": "arc-second", "arcsec": "arc-second", "rev": "revolution",
    // Area
    "ha": "hectare", "ac": "acre", "m²": "square-meter", "m2": "square-meter",
    "km²": "square-kilometer", "km2": "square-kilometer", "cm²": "square-centimeter",
    "ft²": "square-foot", "in²": "square-inch", "mi²": "square-mile", "yd²": "square-yard",
    "sq m": "square-meter", "sqm": "square-meter", "sq km": "square-kilometer",
    "sq ft": "square-foot", "sqft": "square-foot", "sq in": "square-inch",
    "sq mi": "square-mile", "sq yd": "square-yard",
    // Concentration
    "%": "percent", "‰": "permille", "‱": "permyriad", "ppm": "part-per-1e6",
    "mol": "mole", "mmol/L": "millimole-per-liter", "mmol/l": "millimole-per-liter",
    "mg/dL": "milligram-ofglucose-per-deciliter", "mg/dl": "milligram-ofglucose-per-deciliter",
    // Consumption
    "L/100km": "liter-per-100-kilometer", "l/100km": "liter-per-100-kilometer",
    "L/100 km": "liter-per-100-kilometer", "l/100 km": "liter-per-100-kilometer",
    "mpg": "mile-per-gallon", "mpg imp": "mile-per-gallon-imperial",
    "mpg-imp": "mile-per-gallon-imperial", "mpgimp": "mile-per-gallon-imperial",
    // Digital (B is a byte, b a bit)
    "b": "bit", "bit": "bit", "B": "byte", "kb": "kilobit", "Kb": "kilobit", "kbit": "kilobit",
    "kB": "kilobyte", "KB": "kilobyte",
    "Mb": "megabit", "Mbit": "megabit", "MB": "megabyte", "Gb": "gigabit", "Gbit": "gigabit",
    "GB": "gigabyte", "Tb": "terabit", "Tbit": "terabit", "TB": "terabyte",
    "PB": "petabyte", "KiB": "kibibyte", "MiB": "mebibyte", "GiB": "gibibyte",
    "TiB": "tebibyte", "PiB": "pebibyte",
    // Link speeds as network tools and ISPs write them ("100 Mbps", "1 Gbps").
    "bps": "bit-per-second", "kbps": "kilobit-per-second", "Kbps": "kilobit-per-second",
    "Mbps": "megabit-per-second", "Gbps": "gigabit-per-second", "Tbps": "terabit-per-second",
    // Electric
    "A": "ampere", "mA": "milliampere", "V": "volt", "Ω": "ohm",
    // Energy
    "J": "joule", "kJ": "kilojoule", "cal": "calorie", "kcal": "kilocalorie",
    "Cal": "foodcalorie", "kWh": "kilowatt-hour", "kW·h": "kilowatt-hour",
    "kW⋅h": "kilowatt-hour", "Wh": "watt-hour", "eV": "electronvolt",
    "BTU": "british-thermal-unit", "Btu": "british-thermal-unit", "thm": "therm-us",
    // Force and torque
    "N": "newton", "lbf": "pound-force", "Nm": "newton-meter", "N m": "newton-meter",
    "N·m": "newton-meter", "N⋅m": "newton-meter", "lbf·ft": "pound-force-foot",
    "lbf⋅ft": "pound-force-foot", "lbf ft": "pound-force-foot", "lb·ft": "pound-force-foot",
    "lb-ft": "pound-force-foot", "ft-lb": "pound-force-foot",
    // Frequency
    "Hz": "hertz", "kHz": "kilohertz", "MHz": "megahertz", "GHz": "gigahertz",
    // Graphics
    "px": "pixel", "MP": "megapixel", "Mpx": "megapixel", "dpi": "dot-per-inch",
    "ppi": "pixel-per-inch", "dpcm": "dot-per-centimeter", "ppcm": "pixel-per-centimeter",
    // Light
    "cd": "candela", "lm": "lumen", "lx": "lux",
    // Power
    "W": "watt", "kW": "kilowatt", "MW": "megawatt", "GW": "gigawatt", "mW": "milliwatt",
    "hp": "horsepower",
    // Pressure
    "Pa": "pascal", "hPa": "hectopascal", "kPa": "kilopascal", "MPa": "megapascal",
    "mbar": "millibar", "atm": "atmosphere", "psi": "pound-force-per-square-inch",
    "inHg": "inch-ofhg", "mmHg": "millimeter-ofhg",
  ]

  /// Symbols that mean different units to different people: never guessed, always asked.
  static let ambiguous: [String: [String]] = [
    "pt": ["pint", "point"],
    "mb": ["MB", "Mb", "mbar"],
  ]

  /// SI prefixes by symbol, with the CLDR prefix word.
  static let prefixes: [(symbol: String, word: String)] = [
    ("da", "deka"), ("y", "yocto"), ("z", "zepto"), ("a", "atto"), ("f", "femto"),
    ("p", "pico"), ("n", "nano"), ("μ", "micro"), ("µ", "micro"), ("u", "micro"),
    ("m", "milli"), ("c", "centi"), ("d", "deci"), ("h", "hecto"), ("k", "kilo"),
    ("M", "mega"), ("G", "giga"), ("T", "tera"), ("P", "peta"), ("E", "exa"),
    ("Z", "zetta"), ("Y", "yotta"),
  ]

  /// Binary prefixes (IEC), for bytes and bits.
  static let binaryPrefixes: [(symbol: String, word: String)] = [
    ("Ki", "kibi"), ("Mi", "mebi"), ("Gi", "gibi"), ("Ti", "tebi"), ("Pi", "pebi"),
    ("Ei", "exbi"), ("Zi", "zebi"), ("Yi", "yobi"),
  ]

  /// Base symbols an SI prefix may go on ("kN" → kilonewton), with their CLDR id.
  static let prefixable: [String: String] = [
    "m": "meter", "g": "gram", "l": "liter", "L": "liter", "s": "second", "W": "watt",
    "J": "joule", "N": "newton", "Pa": "pascal", "Hz": "hertz", "V": "volt", "A": "ampere",
    "Ω": "ohm", "eV": "electronvolt", "mol": "mole", "Wh": "watt-hour", "cal": "calorie",
  ]

  /// Base symbols that take only whole multiples (no "millibyte").
  static let multiplesOnly: [String: String] = ["B": "byte", "b": "bit", "bit": "bit"]

  /// Superscript and ASCII powers at the end of a factor ("m²", "m2", "m^2").
  static let powers: [(suffix: String, word: String)] = [
    ("²", "square-"), ("³", "cubic-"), ("⁴", "pow4-"), ("^2", "square-"), ("^3", "cubic-"),
    ("^4", "pow4-"), ("2", "square-"), ("3", "cubic-"), ("4", "pow4-"),
  ]

  /// Whether people write `prefix` on `base`: SI prefixes on the metric units, binary
  /// ones on bytes and bits; not "centicentury", which ICU would write "cc" in en; bytes
  /// and bits only in whole multiples (no "decibyte": "dB" is a decibel).
  static func takesPrefix(_ base: String, _ prefix: String) -> Bool {
    let digital = base == "byte" || base == "bit"
    if prefix.hasSuffix("bi") { return digital }
    if digital { return wholeMultiples.contains(prefix) }
    // The outermost prefixes only where science writes them (PJ, EJ, Pg, fm, fs, PeV);
    // no petaliter for a Slovak "PL" (a tablespoon).
    if extremePrefixes.contains(prefix) { return extremeBases.contains(base) }
    return metricBases.contains(base)
  }

  static let extremePrefixes: Set<String> = [
    "peta", "exa", "zetta", "yotta", "femto", "atto", "zepto", "yocto",
  ]
  static let extremeBases: Set<String> = [
    "joule", "watt", "watt-hour", "gram", "second", "meter", "electronvolt", "hertz",
  ]

  static let wholeMultiples: Set<String> = [
    "kilo", "mega", "giga", "tera", "peta", "exa", "zetta", "yotta",
  ]

  static let metricBases: Set<String> = [
    "meter", "gram", "liter", "second", "joule", "watt", "newton", "pascal", "volt", "ampere",
    "ohm", "hertz", "byte", "bit", "calorie", "lux", "candela", "mole", "tonne", "electronvolt",
    "watt-hour", "bar", "weber", "tesla", "farad", "henry", "siemens", "coulomb", "becquerel",
    "gray", "sievert", "katal", "lumen", "steradian", "radian", "gram-force", "pixel", "dot",
    "decibel", "bel", "parsec", "light-year", "astronomical-unit", "dalton",
  ]
}

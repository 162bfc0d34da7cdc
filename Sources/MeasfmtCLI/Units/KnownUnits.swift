/// The CLDR units ICU 72 lists (MeasureUnit::getAvailable, without currencies), by
/// category, for `--list-units` and for suggestions. Units ICU builds from these (compound
/// `kilometer-per-hour`, prefixed `megameter`, mixed `foot-and-inch`) work without being
/// listed; a newer ICU's additions work too. ICU's "generic" temperature (a bare "°") has no
/// identifier one can format with, so it is left out.
enum KnownUnits {
  static let categories: [(category: String, ids: [String])] = [
    (
      "acceleration",
      [
        "g-force", "meter-per-square-second",
      ]
    ),
    (
      "angle",
      [
        "arc-minute", "arc-second", "degree", "radian", "revolution",
      ]
    ),
    (
      "area",
      [
        "acre", "dunam", "hectare", "square-centimeter", "square-foot", "square-inch",
        "square-kilometer", "square-meter", "square-mile", "square-yard",
      ]
    ),
    (
      "concentration",
      [
        "item", "karat", "milligram-ofglucose-per-deciliter", "milligram-per-deciliter",
        "millimole-per-liter", "mole", "percent", "permille", "permillion", "permyriad",
      ]
    ),
    (
      "consumption",
      [
        "liter-per-100-kilometer", "liter-per-kilometer", "mile-per-gallon",
        "mile-per-gallon-imperial",
      ]
    ),
    (
      "digital",
      [
        "bit", "byte", "gigabit", "gigabyte", "kilobit", "kilobyte", "megabit", "megabyte",
        "petabyte", "terabit", "terabyte",
      ]
    ),
    (
      "duration",
      [
        "century", "day", "day-person", "decade", "hour", "microsecond", "millisecond", "minute",
        "month", "month-person", "nanosecond", "quarter", "second", "week", "week-person", "year",
        "year-person",
      ]
    ),
    (
      "electric",
      [
        "ampere", "milliampere", "ohm", "volt",
      ]
    ),
    (
      "energy",
      [
        "british-thermal-unit", "calorie", "electronvolt", "foodcalorie", "joule", "kilocalorie",
        "kilojoule", "kilowatt-hour", "therm-us",
      ]
    ),
    (
      "force",
      [
        "kilowatt-hour-per-100-kilometer", "newton", "pound-force",
      ]
    ),
    (
      "frequency",
      [
        "gigahertz", "hertz", "kilohertz", "megahertz",
      ]
    ),
    (
      "graphics",
      [
        "dot", "dot-per-centimeter", "dot-per-inch", "em", "megapixel", "pixel",
        "pixel-per-centimeter", "pixel-per-inch",
      ]
    ),
    (
      "length",
      [
        "astronomical-unit", "centimeter", "decimeter", "earth-radius", "fathom", "foot",
        "furlong", "inch", "kilometer", "light-year", "meter", "micrometer", "mile",
        "mile-scandinavian", "millimeter", "nanometer", "nautical-mile", "parsec", "picometer",
        "point", "solar-radius", "yard",
      ]
    ),
    (
      "light",
      [
        "candela", "lumen", "lux", "solar-luminosity",
      ]
    ),
    (
      "mass",
      [
        "carat", "dalton", "earth-mass", "grain", "gram", "kilogram", "microgram", "milligram",
        "ounce", "ounce-troy", "pound", "solar-mass", "stone", "ton", "tonne",
      ]
    ),
    (
      "power",
      [
        "gigawatt", "horsepower", "kilowatt", "megawatt", "milliwatt", "watt",
      ]
    ),
    (
      "pressure",
      [
        "atmosphere", "bar", "hectopascal", "inch-ofhg", "kilopascal", "megapascal", "millibar",
        "millimeter-ofhg", "pascal", "pound-force-per-square-inch",
      ]
    ),
    (
      "speed",
      [
        "kilometer-per-hour", "knot", "meter-per-second", "mile-per-hour",
      ]
    ),
    (
      "temperature",
      [
        "celsius", "fahrenheit", "kelvin",
      ]
    ),
    (
      "torque",
      [
        "newton-meter", "pound-force-foot",
      ]
    ),
    (
      "volume",
      [
        "acre-foot", "barrel", "bushel", "centiliter", "cubic-centimeter", "cubic-foot",
        "cubic-inch", "cubic-kilometer", "cubic-meter", "cubic-mile", "cubic-yard", "cup",
        "cup-metric", "deciliter", "dessert-spoon", "dessert-spoon-imperial", "dram", "drop",
        "fluid-ounce", "fluid-ounce-imperial", "gallon", "gallon-imperial", "hectoliter",
        "jigger", "liter", "megaliter", "milliliter", "pinch", "pint", "pint-metric", "quart",
        "quart-imperial", "tablespoon", "teaspoon",
      ]
    ),
  ]

  /// Units ICU builds rather than lists, which measfmt has symbols for (GiB, Mm, Wh, ft/s).
  static let built: [(category: String, ids: [String])] = [
    ("digital", ["kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"]),
    ("energy", ["watt-hour"]),
    ("length", ["megameter"]),
    ("speed", ["foot-per-second"]),
  ]

  /// Every listed unit by category: ICU's list and ``built``, each category sorted by id.
  static let all: [(category: String, ids: [String])] = categories.map { entry in
    let extra = built.first { $0.category == entry.category }?.ids ?? []
    return (entry.category, (entry.ids + extra).sorted())
  }
}

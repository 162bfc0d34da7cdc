import MeasfmtCLI

MeasfmtCLI.main()

import AvanuesCLI

Avanues.main()

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Farcaster ID registry, devnet stand-in
/// @notice The read interface of Farcaster's IdRegistry on Optimism (`idOf`, `custodyOf`), which Sign-In With
/// Farcaster verifiers call to check that a message's signer is the custody address of the fid it names. Only the
/// devnet installs this contract; `devRegister` replaces the real registry's paid, gateway-only registration.
contract FarcasterIdRegistry {
    /// @notice The fid owned by a custody address, 0 if none.
    mapping(address => uint256) public idOf;

    /// @notice The custody address of a fid, the zero address if the fid is not registered.
    mapping(uint256 => address) public custodyOf;

    /// @notice The last fid registered (the real registry counts up from 1).
    uint256 public idCounter;

    /// @notice Emitted as the real registry does on registration.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice Emitted as the real registry does when a fid moves to another custody address.
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error FidTaken();
    error InvalidFid();
    error InvalidCustody();

    /// @notice Development only: registers `fid` to `custody` (an EOA or a contract). Anyone may call it.
    function devRegister(uint256 fid, address custody) external {
        if (fid == 0) revert InvalidFid();
        if (custody == address(0)) revert InvalidCustody();
        if (idOf[custody] != 0) revert HasId();
        if (custodyOf[fid] != address(0)) revert FidTaken();
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        if (fid > idCounter) idCounter = fid;
        emit Register(custody, fid, address(0));
    }

    /// @notice Development only: moves `fid` to `custody`, as a custody transfer or a recovery would.
    function devTransfer(uint256 fid, address custody) external {
        address from = custodyOf[fid];
        if (from == address(0)) revert InvalidFid();
        if (custody == address(0)) revert InvalidCustody();
        if (idOf[custody] != 0) revert HasId();
        delete idOf[from];
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Transfer(from, custody, fid);
    }
}
